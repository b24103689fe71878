import { COW_ELKHEAD_RESERVOIR_LOCATION_NDX, COW_STAGECOACH_RESERVOIR_LOCATION_NDX } from '@portal/contracts';
import type { SubAreaAnchor } from './geography';
import type { FlowField, TemperatureField } from './models';
import { LOCATION_TYPE, ORG, type OrgId, SOURCE } from '../reference/reference-data';
import type { SeedSql } from './seed-sql';

// Monitoring locations of the demo: real public stations (USGS gauge numbers, CDWR and SNOTEL ids) at their
// approximate real coordinates, the district's reservoir telemetry with the product's fixed ids, and
// water-quality sites (water-quality.ts). `huc10` is the sub-area a location must lie in; it shapes the
// sub-area polygons (geography.ts) while the stored HUC codes are then read back from the polygons.

interface LocationUrl { label: string; url: string }

/** One row of `locations` with its associations, ready to insert. */
export interface LocationRow {
  ndx: number;
  id: string;
  name: string;
  typeNdx: number;
  lon: number;
  lat: number;
  elevationFt: number | null;
  /** Sub-area it lies in when it is a fixed location; synthetic scale sites take whatever contains them. */
  huc10?: string;
  /** The first organization collected its results. */
  orgs: readonly OrgId[];
  sourceNdx: number;
  urls: readonly LocationUrl[];
  flowUrl?: string;
  temperatureUrl?: string;
}

const nwisUrl = (site: string) => `https://waterdata.usgs.gov/monitoring-location/${site}/`;
const cdssUrl = (abbrev: string) => `https://dwr.state.co.us/Tools/Stations/${abbrev}`;
const snotelUrl = (site: string) => `https://wcc.sc.egov.usda.gov/nwcc/site?sitenum=${site}`;
const UYWCD_URL: LocationUrl = { label: 'Upper Yampa Water Conservancy District', url: 'https://www.upperyampawater.com/' };

type FlowModel = Readonly<Record<Exclude<FlowField, 'phase' | 'diurnal'>, number>>;
type TemperatureModel = Readonly<Record<Exclude<TemperatureField, 'phase' | 'diurnal'>, number>>;

export interface StreamGauge {
  ndx: number; site: string; name: string; lon: number; lat: number; elevationFt: number; huc10: string;
  agency: 'USGS' | 'CDWR';
  flow: FlowModel;
  /** Water temperature regime, used by the daily means (where `dailyTemperature`) and scale telemetry. */
  temperature: TemperatureModel;
  dailyTemperature: boolean;
  /**
   * Half a summer day's water-temperature range (°F), the swing of its sub-daily values and daily extremes;
   * GAUGE_DIURNAL_F unless the gauge differs.
   */
  diurnalF?: number;
  /** Daily flow back to water year 1991, so the 1991-2020 normals of the water-year tool have data. */
  longRecord?: boolean;
  /** First day of a record shorter than the standard twelve water years. */
  since?: string;
}

/**
 * Half a summer day's water-temperature range (°F) at a free-flowing gauge: 3.5-6 °F between a July day's minimum
 * and maximum (cloudy to clear), under 2 °F in winter.
 */
export const GAUGE_DIURNAL_F = 3;

const cold = (mid: number, amp: number): TemperatureModel => ({ mid, amp, peak_doy: 205, floor_f: 32.2 });

/**
 * Stream gauges. 3 (Steamboat Springs) and 44 (below Stagecoach) are the comparison tool's default left and
 * right locations and carry both daily flow (67) and daily mean temperature (1535). The long-record gauges (3, 5 and
 * 11, like their real USGS namesakes) have daily flow back to water year 1991, so Water Year Comparisons has
 * 1991-2020 normals to draw at more than one site.
 */
export const STREAM_GAUGES: readonly StreamGauge[] = [
  { ndx: 1, site: 'BEAYAMCO', name: 'Bear River above Yamcolo Reservoir, CO', agency: 'CDWR', lon: -107.075, lat: 40.045, elevationFt: 9760, huc10: '1405000101',
    flow: { base: 6, peak: 260, peak_doy: 165, rise: 22, fall: 30 }, temperature: cold(42, 12), dailyTemperature: false, since: '2016-10-01' },
  { ndx: 2, site: '09237450', name: 'Yampa River above Stagecoach Reservoir, CO', agency: 'USGS', lon: -106.8822, lat: 40.2606, elevationFt: 7240, huc10: '1405000102',
    flow: { base: 22, peak: 650, peak_doy: 150, rise: 24, fall: 32 }, temperature: cold(45, 15), dailyTemperature: false },
  { ndx: 3, site: '09239500', name: 'Yampa River at Steamboat Springs, CO', agency: 'USGS', lon: -106.8317, lat: 40.4836, elevationFt: 6695, huc10: '1405000103',
    flow: { base: 75, peak: 3300, peak_doy: 152, rise: 26, fall: 34 }, temperature: cold(47, 17), dailyTemperature: true, longRecord: true },
  { ndx: 4, site: '09238900', name: 'Fish Creek at Upper Station near Steamboat Springs, CO', agency: 'USGS', lon: -106.7719, lat: 40.4797, elevationFt: 7480, huc10: '1405000103',
    flow: { base: 6, peak: 300, peak_doy: 162, rise: 20, fall: 28 }, temperature: cold(42, 12), dailyTemperature: false, since: '2017-10-01' },
  { ndx: 5, site: '09241000', name: 'Elk River at Clark, CO', agency: 'USGS', lon: -106.9156, lat: 40.7175, elevationFt: 7270, huc10: '1405000104',
    flow: { base: 45, peak: 2600, peak_doy: 158, rise: 24, fall: 32 }, temperature: cold(44, 14), dailyTemperature: false, longRecord: true },
  { ndx: 6, site: '09242500', name: 'Elk River near Milner, CO', agency: 'USGS', lon: -106.9517, lat: 40.5164, elevationFt: 6520, huc10: '1405000105',
    flow: { base: 70, peak: 3400, peak_doy: 154, rise: 25, fall: 33 }, temperature: cold(47, 17), dailyTemperature: false },
  { ndx: 7, site: '09244490', name: 'Yampa River above Elkhead Creek near Hayden, CO', agency: 'USGS', lon: -107.4336, lat: 40.5097, elevationFt: 6250, huc10: '1405000106',
    flow: { base: 170, peak: 6500, peak_doy: 151, rise: 27, fall: 36 }, temperature: cold(49, 20), dailyTemperature: false },
  { ndx: 8, site: '09245500', name: 'Elkhead Creek near Elkhead, CO', agency: 'USGS', lon: -107.285, lat: 40.6697, elevationFt: 6800, huc10: '1405000201',
    flow: { base: 8, peak: 480, peak_doy: 135, rise: 22, fall: 26 }, temperature: cold(46, 17), dailyTemperature: false },
  { ndx: 9, site: '09247600', name: 'Yampa River below Craig, CO', agency: 'USGS', lon: -107.6136, lat: 40.4814, elevationFt: 6180, huc10: '1405000202',
    flow: { base: 210, peak: 7400, peak_doy: 151, rise: 28, fall: 36 }, temperature: cold(50, 21), dailyTemperature: true },
  { ndx: 10, site: '09249750', name: 'Williams Fork at Mouth near Hamilton, CO', agency: 'USGS', lon: -107.6486, lat: 40.4375, elevationFt: 6160, huc10: '1405000107',
    flow: { base: 35, peak: 1150, peak_doy: 143, rise: 24, fall: 28 }, temperature: cold(49, 19), dailyTemperature: false },
  { ndx: 11, site: '09251000', name: 'Yampa River near Maybell, CO', agency: 'USGS', lon: -108.0333, lat: 40.5028, elevationFt: 5900, huc10: '1405000204',
    flow: { base: 250, peak: 8000, peak_doy: 150, rise: 28, fall: 38 }, temperature: cold(51, 22), dailyTemperature: true, longRecord: true },
  { ndx: 12, site: '09253000', name: 'Little Snake River near Slater, CO', agency: 'USGS', lon: -107.3828, lat: 40.9997, elevationFt: 6600, huc10: '1405000301',
    flow: { base: 25, peak: 1500, peak_doy: 150, rise: 22, fall: 28 }, temperature: cold(46, 16), dailyTemperature: false },
  { ndx: 13, site: '09257000', name: 'Little Snake River near Dixon, WY', agency: 'USGS', lon: -107.5469, lat: 41.0353, elevationFt: 6350, huc10: '1405000303',
    flow: { base: 40, peak: 2100, peak_doy: 148, rise: 24, fall: 30 }, temperature: cold(48, 18), dailyTemperature: false },
  { ndx: 14, site: '09260000', name: 'Little Snake River near Lily, CO', agency: 'USGS', lon: -108.4239, lat: 40.5478, elevationFt: 5620, huc10: '1405000304',
    flow: { base: 30, peak: 2400, peak_doy: 140, rise: 26, fall: 30 }, temperature: cold(52, 23), dailyTemperature: false },
  { ndx: 15, site: '09260050', name: 'Yampa River at Deerlodge Park, CO', agency: 'USGS', lon: -108.5228, lat: 40.4517, elevationFt: 5600, huc10: '1405000205',
    flow: { base: 290, peak: 10200, peak_doy: 149, rise: 28, fall: 38 }, temperature: cold(52, 22), dailyTemperature: false },
  { ndx: 44, site: '09237500', name: 'Yampa River below Stagecoach Reservoir, CO', agency: 'USGS', lon: -106.8281, lat: 40.2886, elevationFt: 7140, huc10: '1405000102',
    // Regulated by the dam: damped peak; releases from depth keep winter water a little above freezing and
    // damp the daily swing.
    flow: { base: 35, peak: 520, peak_doy: 155, rise: 20, fall: 35 }, temperature: { mid: 46, amp: 11, peak_doy: 225, floor_f: 34 }, dailyTemperature: true,
    diurnalF: 1.5 },
];

export function gaugeRow(g: StreamGauge): LocationRow {
  const url = g.agency === 'USGS' ? nwisUrl(g.site) : cdssUrl(g.site);
  return {
    ndx: g.ndx, id: g.site, name: g.name, typeNdx: LOCATION_TYPE.streamGage, lon: g.lon, lat: g.lat,
    elevationFt: g.elevationFt, huc10: g.huc10,
    orgs: g.agency === 'USGS' ? ['USGS'] : ['CDWR'],
    sourceNdx: g.agency === 'USGS' ? SOURCE.nwis : SOURCE.cdss,
    urls: [{ label: g.agency === 'USGS' ? 'USGS NWIS' : 'CDSS Station', url }],
    flowUrl: url,
    temperatureUrl: g.dailyTemperature ? url : undefined,
  };
}

/**
 * The district's reservoir sites with the product's fixed ids: Yamcolo (52) with its river (54) and ditch (55)
 * loggers, Stagecoach (655), its outlet (656) and its temperature-profile buoy (657); and the state's records of
 * Stagecoach Reservoir (197) and Elkhead Reservoir (201), the reservoirs of the two Colors of Water pages, whose
 * storage accounts are kept (each with its daily storage).
 */
export const RESERVOIR_SITES: readonly LocationRow[] = [
  { ndx: 52, id: 'UYWCD-YAMCOLO-RES', name: 'Yamcolo Reservoir', typeNdx: LOCATION_TYPE.reservoirTelemetry, lon: -107.0331, lat: 40.0536, elevationFt: 9700, huc10: '1405000101',
    orgs: ['UYWCD'], sourceNdx: SOURCE.districtTelemetry, urls: [UYWCD_URL] },
  { ndx: 54, id: 'UYWCD-YAMCOLO-RIVER', name: 'Bear River below Yamcolo Reservoir', typeNdx: LOCATION_TYPE.streamGage, lon: -107.018, lat: 40.061, elevationFt: 9630, huc10: '1405000101',
    orgs: ['UYWCD'], sourceNdx: SOURCE.districtTelemetry, urls: [UYWCD_URL] },
  { ndx: 55, id: 'UYWCD-YAMCOLO-DITCH', name: 'Yamcolo Reservoir Ditch Headgate', typeNdx: LOCATION_TYPE.diversion, lon: -107.024, lat: 40.058, elevationFt: 9650, huc10: '1405000101',
    orgs: ['UYWCD'], sourceNdx: SOURCE.districtTelemetry, urls: [UYWCD_URL] },
  { ndx: 655, id: 'UYWCD-STAGECOACH-RES', name: 'Stagecoach Reservoir', typeNdx: LOCATION_TYPE.reservoirTelemetry, lon: -106.859, lat: 40.28, elevationFt: 7210, huc10: '1405000102',
    orgs: ['UYWCD', 'CPW'], sourceNdx: SOURCE.districtTelemetry,
    urls: [UYWCD_URL, { label: 'Stagecoach State Park', url: 'https://cpw.state.co.us/placestogo/parks/Stagecoach' }] },
  { ndx: 656, id: 'UYWCD-STAGECOACH-OUTLET', name: 'Stagecoach Reservoir Outlet', typeNdx: LOCATION_TYPE.reservoirTelemetry, lon: -106.8262, lat: 40.2898, elevationFt: 7100, huc10: '1405000102',
    orgs: ['UYWCD'], sourceNdx: SOURCE.districtTelemetry, urls: [UYWCD_URL] },
  { ndx: 657, id: 'UYWCD-STAGECOACH-PROFILE', name: 'Stagecoach Res Temperature Profiles', typeNdx: LOCATION_TYPE.temperatureProfile, lon: -106.843, lat: 40.285, elevationFt: 7210, huc10: '1405000102',
    orgs: ['UYWCD'], sourceNdx: SOURCE.districtTelemetry, urls: [UYWCD_URL] },
  { ndx: COW_STAGECOACH_RESERVOIR_LOCATION_NDX, id: 'STAGEARCO', name: 'Stagecoach Reservoir', typeNdx: LOCATION_TYPE.reservoir, lon: -106.859, lat: 40.28,
    elevationFt: 7210, huc10: '1405000102', orgs: ['CDWR', 'UYWCD'], sourceNdx: SOURCE.cdss, urls: [{ label: 'CDSS Station', url: cdssUrl('STAGEARCO') }] },
  { ndx: COW_ELKHEAD_RESERVOIR_LOCATION_NDX, id: 'ELKHEARCO', name: 'Elkhead Reservoir', typeNdx: LOCATION_TYPE.reservoir, lon: -107.387, lat: 40.56,
    elevationFt: 6385, huc10: '1405000201', orgs: ['CDWR', 'CRWCD'], sourceNdx: SOURCE.cdss, urls: [{ label: 'CDSS Station', url: cdssUrl('ELKHEARCO') }] },
];

interface SnowSite {
  ndx: number; site: string; name: string; lon: number; lat: number; elevationFt: number; huc10: string;
  swe: { peak: number; start_wday: number; peak_wday: number; melt_days: number };
  /** Daily mean air temperature, at one site only: the explorers need one climate series, not three. */
  air?: { mid: number; amp: number };
}

/** NRCS SNOTEL sites of the Park Range above Steamboat Springs (climate side of the explorers). */
export const SNOW_SITES: readonly SnowSite[] = [
  { ndx: 301, site: '825', name: 'Tower SNOTEL', lon: -106.6766, lat: 40.5373, elevationFt: 10620, huc10: '1405000103',
    swe: { peak: 42, start_wday: 15, peak_wday: 205, melt_days: 55 }, air: { mid: 31, amp: 20 } },
  { ndx: 302, site: '709', name: 'Rabbit Ears SNOTEL', lon: -106.7409, lat: 40.3675, elevationFt: 9400, huc10: '1405000103',
    swe: { peak: 28, start_wday: 20, peak_wday: 190, melt_days: 45 } },
  { ndx: 303, site: '457', name: 'Dry Lake SNOTEL', lon: -106.7814, lat: 40.5339, elevationFt: 8270, huc10: '1405000103',
    swe: { peak: 22, start_wday: 25, peak_wday: 180, melt_days: 40 } },
];

export function snowSiteRow(s: SnowSite): LocationRow {
  return {
    ndx: s.ndx, id: s.site, name: s.name, typeNdx: LOCATION_TYPE.weatherStation, lon: s.lon, lat: s.lat,
    elevationFt: s.elevationFt, huc10: s.huc10, orgs: ['NRCS'], sourceNdx: SOURCE.snotel,
    urls: [{ label: 'NRCS SNOTEL', url: snotelUrl(s.site) }],
  };
}

export function anchorsOf(rows: readonly LocationRow[]): SubAreaAnchor[] {
  return rows.flatMap((r) => (r.huc10 ? [{ huc10: r.huc10, lon: r.lon, lat: r.lat }] : []));
}

/** Inserts locations with their organizations, data sources and links; HUC codes come later from geometry. */
export async function insertLocations(sql: SeedSql, rows: readonly LocationRow[]): Promise<void> {
  await sql.run(
    `INSERT INTO locations (location_ndx, location_id, location_name, location_type_ndx, geom, elevation_ft,
                            public_flow_data_src_url, public_temp_data_src_url)
     SELECT r.ndx, r.id, r.name, r.type_ndx, ST_SetSRID(ST_MakePoint(r.lon, r.lat), 4326), r.elevation_ft,
            r.flow_url, r.temperature_url
       FROM jsonb_to_recordset($1::jsonb) AS r(ndx int, id text, name text, type_ndx int, lon float8, lat float8,
                                               elevation_ft float8, flow_url text, temperature_url text)`,
    [JSON.stringify(rows.map((r) => ({
      ndx: r.ndx, id: r.id, name: r.name, type_ndx: r.typeNdx, lon: r.lon, lat: r.lat,
      elevation_ft: r.elevationFt, flow_url: r.flowUrl ?? null, temperature_url: r.temperatureUrl ?? null,
    })))],
  );
  await sql.run(
    `INSERT INTO location_organizations (location_ndx, organization_ndx)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(location_ndx int, organization_ndx int)`,
    [JSON.stringify(rows.flatMap((r) => r.orgs.map((o) => ({ location_ndx: r.ndx, organization_ndx: ORG[o] }))))],
  );
  await sql.run(
    `INSERT INTO location_data_sources (location_ndx, data_source_ndx)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(location_ndx int, data_source_ndx int)`,
    [JSON.stringify(rows.map((r) => ({ location_ndx: r.ndx, data_source_ndx: r.sourceNdx })))],
  );
  await sql.run(
    `INSERT INTO location_urls (location_ndx, sort_order, label, url)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(location_ndx int, sort_order int, label text, url text)`,
    [JSON.stringify(rows.flatMap((r) => r.urls.map((u, i) => ({ location_ndx: r.ndx, sort_order: i + 1, label: u.label, url: u.url }))))],
  );
}
