import { COW_ELKHEAD_RESERVOIR_LOCATION_NDX, COW_STAGECOACH_RESERVOIR_LOCATION_NDX } from '@portal/contracts';
import { type SeedClock, LONG_RECORD_START, dailyGrid, dailyRecordStart, quarterHourGrid } from './clock';
import { GAUGE_DIURNAL_F, type StreamGauge, SNOW_SITES, STREAM_GAUGES } from './locations';
import {
  AIR_TEMPERATURE, BATTERY, DAILY_TEMPERATURE_EXTREME, DISSOLVED_OXYGEN, DITCH_FLOW, FLOW, type FlowField, PERCENT_FULL,
  SNOW_WATER_EQUIVALENT, type StorageField, SURFACE_ELEVATION, type TemperatureExtremeField, type TemperatureField, WATER_TEMPERATURE,
} from './models';
import { ORG, PARAM, type ParameterNdx, SOURCE } from '../reference/reference-data';
import type { SeedSql } from './seed-sql';
import { stableFraction } from './sql-math';
import { type Family, type Series, type TimeGrid, insertSeries } from './time-series';

// The regular series of the core dataset: twelve water years of daily values at the gauges, snow sites and
// the state's records of Stagecoach and Elkhead reservoirs, and the last 90 days of 15-minute telemetry of the district's reservoirs (the
// operations dashboards' "now").

/** Days of reservoir telemetry in the core dataset. */
export const TELEMETRY_DAYS = 90;

/** A phase in radians unique to a series, so neighbouring series do not wiggle in lockstep. */
function phaseOf(locationNdx: number, parameterNdx: number): number {
  return 2 * Math.PI * stableFraction(`phase:${locationNdx}:${parameterNdx}`);
}

function gaugeOrigin(g: StreamGauge): Pick<Series<never>, 'dataSourceNdx' | 'organizationNdx'> {
  return g.agency === 'USGS'
    ? { dataSourceNdx: SOURCE.nwis, organizationNdx: ORG.USGS }
    : { dataSourceNdx: SOURCE.cdss, organizationNdx: ORG.CDWR };
}

/**
 * Flow of a gauge as a series: daily means (diurnal 0) or 15-minute values (with an evening melt pulse).
 * Both share the gauge's phase, so its daily and 15-minute records agree with each other.
 */
export function gaugeFlowSeries(g: StreamGauge, parameterNdx: ParameterNdx, diurnal: number): Series<FlowField> {
  return {
    locationNdx: g.ndx, parameterNdx, ...gaugeOrigin(g), since: g.since,
    model: { ...g.flow, phase: phaseOf(g.ndx, PARAM.dailyFlow), diurnal },
  };
}

/** Water temperature of a gauge as a series, daily means or sub-daily values like the flow above. */
export function gaugeTemperatureSeries(g: StreamGauge, parameterNdx: ParameterNdx, diurnal: number): Series<TemperatureField> {
  return {
    locationNdx: g.ndx, parameterNdx, ...gaugeOrigin(g), since: g.since,
    model: { ...g.temperature, phase: phaseOf(g.ndx, PARAM.dailyWaterTemperature), diurnal },
  };
}

/** Half a summer day's water-temperature range at the gauge (°F). */
export function gaugeDiurnal(g: StreamGauge): number {
  return g.diurnalF ?? GAUGE_DIURNAL_F;
}

/**
 * A gauge's daily maximum (`side` 1) or minimum (-1) water temperature: the daily mean's series with the gauge's
 * diurnal swing at its peak or trough, so each day's extremes bracket that day's mean.
 */
export function gaugeTemperatureExtremeSeries(g: StreamGauge, parameterNdx: ParameterNdx, side: 1 | -1): Series<TemperatureExtremeField> {
  const mean = gaugeTemperatureSeries(g, parameterNdx, gaugeDiurnal(g));
  return { ...mean, model: { ...mean.model, side, mean_parameter: PARAM.dailyWaterTemperature } };
}

/** Twelve water years of daily values (back to water year 1991 at the long-record gauges). */
export async function insertDailySeries(sql: SeedSql, clock: SeedClock): Promise<void> {
  const standard = dailyGrid(dailyRecordStart(clock), clock);
  const daily = { kind: 'daily', approval: 'approved' } as const;

  await insertSeries(sql, {
    ...daily, family: FLOW, grid: dailyGrid(LONG_RECORD_START, clock),
    series: STREAM_GAUGES.filter((g) => g.longRecord).map((g) => gaugeFlowSeries(g, PARAM.dailyFlow, 0)),
  });
  await insertSeries(sql, {
    ...daily, family: FLOW, grid: standard,
    series: STREAM_GAUGES.filter((g) => !g.longRecord).map((g) => gaugeFlowSeries(g, PARAM.dailyFlow, 0)),
  });
  const temperatureGauges = STREAM_GAUGES.filter((g) => g.dailyTemperature);
  await insertSeries(sql, {
    ...daily, family: WATER_TEMPERATURE, grid: standard,
    series: temperatureGauges.map((g) => gaugeTemperatureSeries(g, PARAM.dailyWaterTemperature, 0)),
  });
  // The daily maximum and minimum published next to each mean: the Temperature Graph's other two lines.
  await insertSeries(sql, {
    ...daily, family: DAILY_TEMPERATURE_EXTREME, grid: standard,
    series: temperatureGauges.flatMap((g) => [
      gaugeTemperatureExtremeSeries(g, PARAM.dailyMaxWaterTemperature, 1),
      gaugeTemperatureExtremeSeries(g, PARAM.dailyMinWaterTemperature, -1),
    ]),
  });

  const snotel = { dataSourceNdx: SOURCE.snotel, organizationNdx: ORG.NRCS };
  await insertSeries(sql, {
    ...daily, family: SNOW_WATER_EQUIVALENT, grid: standard,
    series: SNOW_SITES.map((s) => ({ locationNdx: s.ndx, parameterNdx: PARAM.snowWaterEquivalent, ...snotel, model: s.swe })),
  });
  await insertSeries(sql, {
    ...daily, family: AIR_TEMPERATURE, grid: standard,
    series: SNOW_SITES.flatMap((s) => s.air ? [{
      locationNdx: s.ndx, parameterNdx: PARAM.airTemperature, ...snotel,
      model: { ...s.air, phase: phaseOf(s.ndx, PARAM.airTemperature) },
    }] : []),
  });

  // The daily storage of the Colors of Water reservoirs from the state's records.
  await insertSeries(sql, {
    ...daily, family: PERCENT_FULL, grid: standard,
    series: ([
      [COW_STAGECOACH_RESERVOIR_LOCATION_NDX, STAGECOACH_STORAGE],
      [COW_ELKHEAD_RESERVOIR_LOCATION_NDX, ELKHEAD_STORAGE],
    ] as const).map(([locationNdx, model]) => ({
      locationNdx, parameterNdx: PARAM.percentFull, dataSourceNdx: SOURCE.cdss, organizationNdx: ORG.CDWR,
      model: { ...model, phase: phaseOf(locationNdx, PARAM.percentFull) },
    })),
  });
}

const district = { dataSourceNdx: SOURCE.districtTelemetry, organizationNdx: ORG.UYWCD };

type StorageModel = Readonly<Record<Exclude<StorageField, 'phase'>, number>>;
const YAMCOLO_STORAGE: StorageModel = { min_pct: 45, max_pct: 100, fill_start: 120, full_doy: 165, draw_start: 190, draw_end: 290 };
const STAGECOACH_STORAGE: StorageModel = { min_pct: 82, max_pct: 100, fill_start: 110, full_doy: 160, draw_start: 200, draw_end: 300 };
const ELKHEAD_STORAGE: StorageModel = { min_pct: 70, max_pct: 100, fill_start: 110, full_doy: 160, draw_start: 195, draw_end: 290 };

/** A district telemetry series; the family argument only tells the compiler which model constants it needs. */
function districtSeries<F extends string>(
  _family: Family<F>, locationNdx: number, parameterNdx: ParameterNdx, model: Readonly<Omit<Record<F, number>, 'phase'>>,
): Series<F> {
  return { locationNdx, parameterNdx, ...district, model: { ...model, phase: phaseOf(locationNdx, parameterNdx) } as Record<F, number> };
}

/**
 * The operations dashboards' telemetry: Yamcolo storage, temperatures, oxygen and batteries (52, 54, 55), the flows
 * above and below Stagecoach (gauges 2 and 44, 15-minute) and at the Yamcolo loggers, Stagecoach storage
 * (655) and its outlet's temperature and dissolved oxygen (656).
 */
export async function insertReservoirTelemetry(sql: SeedSql, clock: SeedClock): Promise<void> {
  await insertReservoirTelemetryOn(sql, quarterHourGrid(clock, TELEMETRY_DAYS));
}

/**
 * The same telemetry on any 15-minute grid. Readings already stored are kept (the demo logger appends with it,
 * and every value is a function of its own instant, so what it would write again is what is there). The number
 * of readings written.
 */
export async function insertReservoirTelemetryOn(sql: SeedSql, grid: TimeGrid, appending = false): Promise<number> {
  let written = 0;
  const insert = async <F extends string>(family: Family<F>, series: Series<F>[]) => {
    written += await insertSeries(sql, { family, series, grid, kind: 'telemetry', approval: 'provisional', keepStored: appending });
  };
  const gauge = (ndx: number) => STREAM_GAUGES.find((g) => g.ndx === ndx) as StreamGauge;

  await insert(PERCENT_FULL, [
    districtSeries(PERCENT_FULL, 52, PARAM.percentFull, YAMCOLO_STORAGE),
    districtSeries(PERCENT_FULL, 655, PARAM.percentFull, STAGECOACH_STORAGE),
  ]);
  // Stagecoach only: the temperature-profile heat map reads depths against the water surface elevation.
  await insert(SURFACE_ELEVATION, [
    districtSeries(SURFACE_ELEVATION, 655, PARAM.surfaceElevation, { ...STAGECOACH_STORAGE, bottom_ft: 7110, full_ft: 7210 }),
  ]);
  await insert(WATER_TEMPERATURE, [
    districtSeries(WATER_TEMPERATURE, 52, PARAM.waterTemperature, { mid: 45, amp: 12, peak_doy: 215, floor_f: 34, diurnal: 0.3 }),
    districtSeries(WATER_TEMPERATURE, 54, PARAM.waterTemperature, { mid: 43, amp: 12, peak_doy: 210, floor_f: 32.1, diurnal: 1.6 }),
    // The ditch runs shallow: it swings most and sits near freezing in winter (the dashboard's heater thresholds).
    districtSeries(WATER_TEMPERATURE, 55, PARAM.waterTemperature, { mid: 44, amp: 14, peak_doy: 205, floor_f: 32, diurnal: 2.5 }),
    // Stagecoach releases from depth: cool and late-peaking, mostly inside the 53.6-60.8 °F summer limits.
    districtSeries(WATER_TEMPERATURE, 656, PARAM.waterTemperature, { mid: 47, amp: 9, peak_doy: 237, floor_f: 36, diurnal: 0.3 }),
  ]);
  await insert(DISSOLVED_OXYGEN, [
    districtSeries(DISSOLVED_OXYGEN, 656, PARAM.dissolvedOxygen, { mean: 9.6, sag: 3.3, sag_doy: 240, sag_width: 28, diurnal: 0.25 }),
    // Yamcolo's sonde (the dashboard's dissolved-oxygen gauge pair): cold high-altitude water, a milder summer sag.
    districtSeries(DISSOLVED_OXYGEN, 52, PARAM.dissolvedOxygen, { mean: 9.1, sag: 2.2, sag_doy: 225, sag_width: 30, diurnal: 0.3 }),
  ]);
  await insert(BATTERY, [
    districtSeries(BATTERY, 52, PARAM.batteryVoltage, { night_v: 12.3, charge_v: 1.1 }),
    districtSeries(BATTERY, 54, PARAM.batteryVoltage, { night_v: 12.25, charge_v: 1.05 }),
    districtSeries(BATTERY, 55, PARAM.batteryVoltage, { night_v: 12.2, charge_v: 1.0 }),
  ]);
  await insert(FLOW, [
    gaugeFlowSeries(gauge(2), PARAM.flow15, 0.06),
    gaugeFlowSeries(gauge(44), PARAM.flow15, 0.02),
    districtSeries(FLOW, 54, PARAM.flow15, { base: 10, peak: 130, peak_doy: 165, rise: 20, fall: 28, diurnal: 0.05 }),
  ]);
  await insert(DITCH_FLOW, [districtSeries(DITCH_FLOW, 55, PARAM.flow15, { rate: 18, on_doy: 121, off_doy: 273 })]);
  return written;
}

/** Where the reservoir telemetry above is logged: the Yamcolo loggers, Stagecoach, its outlet and the two gauges. */
export const RESERVOIR_TELEMETRY_LOCATIONS: readonly number[] = [2, 44, 52, 54, 55, 655, 656];

/** (location, parameter) pairs the core telemetry already covers, which scale telemetry must not repeat. */
export const CORE_GAUGE_TELEMETRY: readonly (readonly [number, ParameterNdx])[] = [[2, PARAM.flow15], [44, PARAM.flow15]];
