import { insertRows } from './lookups';
import type { SeedSql } from './seed-sql';

// The site shell's content (dashboard, Additional Resources, stakeholder drawers): one dashboard card per public tool
// route plus the federal river forecast centre, and the "other resources" links of real public agencies.
// Category numbers are the data categories of reference/reference-data.ts: 1 Watershed Health, 2 Watershed
// Management, 3 Ag + Land, 4 Recreation.

const ALL = [1, 2, 3, 4];

interface SeedTool {
  ndx: number;
  name: string;
  description: string;
  path: string;
  external?: boolean;
  icon: string;
  /** Whether the category path is appended on a category tools page. */
  categoryRoute: boolean;
  width: number;
  height: number;
  color: string;
  categories: readonly number[];
  embedUrl?: string;
}

/**
 * Card order is the ndx order. Widths follow the 12-column grid: the flagship tools take half a row, the rest
 * a third or a quarter; heights let the longer descriptions breathe.
 */
const SEED_TOOLS: readonly SeedTool[] = [
  { ndx: 1, name: 'Map Explorer', path: '/tools/map-explorer', icon: 'map.svg', categoryRoute: true,
    width: 6, height: 240, color: '#2D72D2', categories: ALL,
    description: 'Every monitoring location in the basin on one map: stream gauges, reservoirs, snow sites and water-quality stations, with their latest readings and benchmark status.' },
  { ndx: 2, name: 'Climate and Flows Explorer', path: '/tools/climate-and-flows-explorer', icon: 'climate.svg',
    categoryRoute: true, width: 6, height: 240, color: '#238551', categories: [2, 3, 4],
    description: 'Snowpack, precipitation, temperature and streamflow for a basin region side by side, by calendar or water year.' },
  { ndx: 3, name: 'Year-over-Year Comparisons Tool', path: '/tools/year-over-year-comparisons-tool', icon: 'compare.svg',
    categoryRoute: true, width: 4, height: 220, color: '#7961DB', categories: [2, 3, 4],
    description: 'This year against past years and the historical minimum, average and maximum for flows, storage and snow.' },
  { ndx: 4, name: 'Time Series Summaries', path: '/tools/time-series-summaries', icon: 'summary.svg',
    categoryRoute: true, width: 4, height: 220, color: '#C87619', categories: [1, 2],
    description: 'Weekly, monthly and yearly box plots of daily values for the monitoring locations of a basin region.' },
  { ndx: 5, name: 'Time Series Comparisons', path: '/tools/time-series-comparisons', icon: 'timeline.svg',
    categoryRoute: true, width: 4, height: 220, color: '#147EB3', categories: [1, 2, 3],
    description: 'Overlay up to two parameters from any monitoring locations on one time axis to see how they move together.' },
  { ndx: 6, name: 'Water Year Comparisons', path: '/tools/water-year-comparisons', icon: 'water-year.svg',
    categoryRoute: true, width: 4, height: 220, color: '#00A396', categories: [2, 3, 4],
    description: 'Compare water years (October to September) at a site: runoff timing, peak flows and late-season lows.' },
  { ndx: 7, name: 'Query and Download', path: '/tools/query-and-download', icon: 'download.svg', categoryRoute: true,
    width: 4, height: 220, color: '#5F6B7C', categories: ALL,
    description: 'Choose locations, parameters and a date range, preview the results and download them as CSV.' },
  { ndx: 8, name: 'Monitoring Locations and Parameters by Basin Region',
    path: '/tools/monitoring-locations-and-parameters-by-basin-region', icon: 'table.svg', categoryRoute: false,
    width: 4, height: 220, color: '#404854', categories: ALL,
    description: 'Which locations are monitored for which parameters, by basin region, with each period of record.' },
  { ndx: 9, name: 'City of Steamboat Temp/Flow Forecasts Tool', path: '/tools/steamboat-temp-flow-forecasts',
    icon: 'forecast.svg', categoryRoute: false, width: 6, height: 220, color: '#CD4246', categories: [1, 4],
    // The NOAA forecast page for the Yampa at Steamboat Springs (STMC2) until the city's own app is deployed.
    embedUrl: 'https://www.cbrfc.noaa.gov/station/flowplot/flowplot.cgi?STMC2',
    description: 'Forecast water temperature and flow on the Yampa through Steamboat Springs, used by the city for river closures and fishing advisories.' },
  { ndx: 10, name: 'Colors of Water: Elkhead Reservoir', path: '/tools/colors-of-water/elkhead', icon: 'reservoir.svg',
    categoryRoute: false, width: 3, height: 220, color: '#9D3F9D', categories: [2, 3],
    description: 'Releases from Elkhead Reservoir split by storage account.' },
  { ndx: 11, name: 'Colors of Water: Stagecoach Reservoir', path: '/tools/colors-of-water/stagecoach',
    icon: 'reservoir.svg', categoryRoute: false, width: 3, height: 220, color: '#9D3F9D', categories: [2, 3],
    description: 'Releases from Stagecoach Reservoir split by storage account.' },
  { ndx: 12, name: 'Additional Resources', path: '/tools/additional-resources', icon: 'links.svg', categoryRoute: true,
    width: 3, height: 220, color: '#738091', categories: ALL,
    description: 'Links to the agencies that publish water data for the Yampa basin.' },
  { ndx: 13, name: 'Colorado Basin River Forecast Center', path: 'https://www.cbrfc.noaa.gov/', external: true,
    icon: 'external.svg', categoryRoute: false, width: 3, height: 220, color: '#1C6E42', categories: [2, 3, 4],
    description: "NOAA's streamflow and water supply forecasts for the Colorado River basin, the Yampa included." },
];

interface SeedResource {
  ndx: number;
  url: string;
  text: string;
  agency: string;
  categories: readonly number[];
}

/** Public pages of the agencies and districts that publish Yampa-basin water information. */
const SEED_RESOURCES: readonly SeedResource[] = [
  { ndx: 1, agency: 'U.S. Geological Survey', text: 'Yampa River at Steamboat Springs (09239500): current conditions',
    url: 'https://waterdata.usgs.gov/monitoring-location/09239500/', categories: [1, 2, 4] },
  { ndx: 2, agency: 'U.S. Geological Survey', text: 'WaterAlert: e-mail alerts on streamflow thresholds',
    url: 'https://accounts.waterdata.usgs.gov/wateralert/', categories: [2, 4] },
  { ndx: 3, agency: 'Colorado Division of Water Resources', text: 'Surface water stations (CDSS)',
    url: 'https://dwr.state.co.us/Tools/Stations', categories: [2, 3] },
  { ndx: 4, agency: 'Colorado Division of Water Resources', text: 'Water rights, administration and river calls',
    url: 'https://dwr.colorado.gov/', categories: [3] },
  { ndx: 5, agency: 'Colorado Water Conservation Board', text: 'Drought monitoring and planning',
    url: 'https://cwcb.colorado.gov/drought', categories: [2, 3] },
  { ndx: 6, agency: 'Colorado Department of Public Health and Environment', text: 'Water Quality Control Division',
    url: 'https://cdphe.colorado.gov/water-quality', categories: [1] },
  { ndx: 7, agency: 'Colorado Data Sharing Network', text: 'Statewide water-quality data from volunteer and agency monitoring',
    url: 'https://www.coloradowaterdata.org/', categories: [1] },
  { ndx: 8, agency: 'U.S. Environmental Protection Agency', text: "How's My Waterway: condition of local streams and lakes",
    url: 'https://mywaterway.epa.gov/', categories: [1, 4] },
  { ndx: 9, agency: 'USDA Natural Resources Conservation Service', text: 'Colorado Snow Survey and SNOTEL',
    url: 'https://www.nrcs.usda.gov/conservation-basics/conservation-by-state/colorado/colorado-snow-survey',
    categories: [2, 3, 4] },
  { ndx: 10, agency: 'NOAA Colorado Basin River Forecast Center', text: 'Water supply and streamflow forecasts',
    url: 'https://www.cbrfc.noaa.gov/', categories: [2, 3, 4] },
  { ndx: 11, agency: 'National Weather Service', text: 'Grand Junction forecast office: northwest Colorado weather',
    url: 'https://www.weather.gov/gjt/', categories: [3, 4] },
  { ndx: 12, agency: 'Colorado State University', text: 'CoAgMET: agricultural weather stations and crop water use',
    url: 'https://coagmet.colostate.edu/', categories: [3] },
  { ndx: 13, agency: 'Colorado State University', text: 'Colorado Climate Center',
    url: 'https://climate.colostate.edu/', categories: [2, 3] },
  { ndx: 14, agency: 'National Drought Mitigation Center', text: 'U.S. Drought Monitor',
    url: 'https://droughtmonitor.unl.edu/', categories: [2, 3] },
  { ndx: 15, agency: 'Colorado Parks and Wildlife', text: 'Fishing, boating and state parks (Stagecoach, Steamboat Lake)',
    url: 'https://cpw.state.co.us/', categories: [1, 4] },
  { ndx: 16, agency: 'Upper Yampa Water Conservancy District', text: 'Stagecoach and Yamcolo reservoirs',
    url: 'https://upperyampawater.com/', categories: [2, 3, 4] },
  { ndx: 17, agency: 'City of Steamboat Springs', text: 'Yampa River management and river closures',
    url: 'https://steamboatsprings.net/', categories: [1, 4] },
];

export async function insertShellContent(sql: SeedSql): Promise<void> {
  await insertRows(sql, 'tool_inventory', {
    ndx: 'int', tool_name: 'text', description: 'text', path: 'text', external: 'boolean', icon_image_file: 'text',
    has_optional_route_parameter: 'boolean', card_width_columns: 'int', card_height_pixels: 'int', card_color: 'text',
    embed_url: 'text', sort_order: 'int',
  }, SEED_TOOLS.map((t) => ({
    ndx: t.ndx, tool_name: t.name, description: t.description, path: t.path, external: t.external ?? false,
    icon_image_file: t.icon, has_optional_route_parameter: t.categoryRoute, card_width_columns: t.width,
    card_height_pixels: t.height, card_color: t.color, embed_url: t.embedUrl ?? null, sort_order: t.ndx,
  })));
  await insertRows(sql, 'tool_inventory_data_categories', { ndx: 'int', datacategory_ndx: 'int' },
    SEED_TOOLS.flatMap((t) => t.categories.map((c) => ({ ndx: t.ndx, datacategory_ndx: c }))));
  await insertRows(sql, 'other_resource_links', {
    resource_ndx: 'int', resource_url: 'text', resource_text: 'text', agency_name: 'text', sort_order: 'int',
  }, SEED_RESOURCES.map((r) => ({
    resource_ndx: r.ndx, resource_url: r.url, resource_text: r.text, agency_name: r.agency, sort_order: r.ndx,
  })));
  await insertRows(sql, 'other_resource_link_data_categories', { resource_ndx: 'int', datacategory_ndx: 'int' },
    SEED_RESOURCES.flatMap((r) => r.categories.map((c) => ({ resource_ndx: r.ndx, datacategory_ndx: c }))));
}
