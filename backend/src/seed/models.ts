import type { ClimateSql } from './climate';
import type { Family } from './time-series';
import { bump, round, smoothstep, softFloor, uniform, wave } from './sql-math';

// The value formulas of the demo's series, each a deterministic function of the time context, the series'
// model constants and the year's climate (see time-series.ts for what `t`, `s` and `n` hold). They aim at
// shapes a hydrologist would accept at a glance, not at physics.

/** Sine of the local hour with its maximum at `peakHour`. */
const diurnal = (peakHour: number) => `sin(2 * pi() * (t.hour - ${peakHour - 6}) / 24)`;

/** A seasonal cosine with its maximum on day-of-year `peakDoySql`. */
const seasonal = (peakDoySql: string) => `cos(2 * pi() * (t.doy - (${peakDoySql})) / 365.25)`;

export type FlowField = 'base' | 'peak' | 'peak_doy' | 'rise' | 'fall' | 'phase' | 'diurnal';
/**
 * Snowmelt hydrograph (cfs): base flow all year plus a melt peak scaled by the year's snowpack, rising over
 * `rise` days and receding over `fall` days (late May to June in this basin), with smooth weather wiggles,
 * an evening melt pulse in 15-minute data (`diurnal`, 0 for daily means) and 2 % noise.
 */
export const FLOW: Family<FlowField> = {
  label: 'flow',
  fields: ['base', 'peak', 'peak_doy', 'rise', 'fall', 'phase', 'diurnal'],
  value: (c) => {
    const x = `(t.doy - s.peak_doy - ${c.meltShift('t.wy')})`;
    const melt = `exp(-power(${x} / CASE WHEN ${x} < 0 THEN s.rise ELSE s.fall END, 2))`;
    const weather = `(1 + 0.10 * ${wave('t.dn', 11.3, 's.phase')} + 0.05 * ${wave('t.dn', 4.7, '2 * s.phase')})`;
    const base = `s.base * (1 + 0.08 * ${wave('t.dn', 37, '3 * s.phase')})`;
    const pulse = `(1 + s.diurnal * ${melt} * ${diurnal(20)})`;
    return round(`(${base} + s.peak * ${c.snowpack('t.wy')} * ${melt} * ${weather}) * ${pulse} * (0.99 + 0.02 * n.u)`, 2);
  },
};

export type TemperatureField = 'mid' | 'amp' | 'peak_doy' | 'floor_f' | 'diurnal' | 'phase';
const TEMPERATURE_FIELDS: readonly TemperatureField[] = ['mid', 'amp', 'peak_doy', 'floor_f', 'diurnal', 'phase'];

/**
 * Water temperature (°F) with the diurnal swing at `swingSql` (-1 at the day's coolest hour, +1 at its warmest) and
 * the per-row noise `noiseSql`: a seasonal cosine peaking in late July/August plus the year's anomaly and weather
 * wiggles, and a swing of `s.diurnal` °F at the height of summer, 0.3 of it in winter, floored softly just above
 * freezing (rivers under ice sit at 32-33 °F and hardly swing).
 */
function waterTemperatureSql(c: ClimateSql, swingSql: string, noiseSql: string): string {
  const summerWeight = `(0.3 + 0.35 * (1 + ${seasonal('s.peak_doy')}))`;
  const raw = `s.mid + s.amp * ${seasonal('s.peak_doy')} + ${c.temperatureAnomaly('t.yr')}
      + 1.5 * ${wave('t.dn', 8.9, 's.phase')} + 0.7 * ${wave('t.dn', 3.1, '3 * s.phase')}
      + s.diurnal * ${summerWeight} * ${swingSql}`;
  return `${softFloor(raw, 's.floor_f')} + 0.35 + 0.35 * ${wave('t.dn', 6.1, '5 * s.phase')} + 0.1 * ${noiseSql}`;
}

/**
 * Water temperature (°F) at its instant: daily means with `diurnal` 0, sub-daily values with a mid-afternoon
 * maximum that is larger in summer.
 */
export const WATER_TEMPERATURE: Family<TemperatureField> = {
  label: 'water temperature',
  fields: TEMPERATURE_FIELDS,
  value: (c) => round(waterTemperatureSql(c, diurnal(15), 'n.u'), 2),
};

export type TemperatureExtremeField = TemperatureField | 'side' | 'mean_parameter';
/**
 * A day's maximum (`side` 1) or minimum (`side` -1) water temperature (°F), as gauges publish them next to the daily
 * mean (parameter `mean_parameter`, stored at the same instants): the mean's own formula and noise, with the
 * diurnal swing at its peak or trough. Clear days swing more than cloudy ones. The swing only widens with `side`
 * and the floor and the rounding keep order, so every day's minimum <= mean <= maximum.
 */
export const DAILY_TEMPERATURE_EXTREME: Family<TemperatureExtremeField> = {
  label: 'daily water temperature extremes',
  fields: [...TEMPERATURE_FIELDS, 'side', 'mean_parameter'],
  value: (c) => round(waterTemperatureSql(
    c,
    `s.side * (0.8 + 0.2 * ${wave('t.dn', 4.3, '7 * s.phase')})`,
    // The noise the mean of the same day drew (time-series.ts keys it by location, parameter and instant).
    uniform(`s.location_ndx || ':' || s.mean_parameter::int || ':' || t.epoch`),
  ), 2),
};

export type StorageField = 'min_pct' | 'max_pct' | 'fill_start' | 'full_doy' | 'draw_start' | 'draw_end' | 'phase';
const STORAGE_FIELDS: readonly StorageField[] = ['min_pct', 'max_pct', 'fill_start', 'full_doy', 'draw_start', 'draw_end', 'phase'];

/**
 * Reservoir operation as percent of capacity: winter carry-over at `min_pct`, filling with the runoff to a
 * peak that dry years do not quite reach, held full until `draw_start`, then drawn down for irrigation and
 * fish releases back to the winter level by `draw_end`.
 */
function percentFullSql(c: ClimateSql): string {
  const f = `CASE WHEN t.doy < s.full_doy THEN ${smoothstep('(t.doy - s.fill_start) / (s.full_doy - s.fill_start)')}
                  WHEN t.doy < s.draw_start THEN 1.0
                  ELSE 1 - ${smoothstep('(t.doy - s.draw_start) / (s.draw_end - s.draw_start)')} END`;
  const fillTo = `s.max_pct * least(1.0, 0.82 + 0.18 * ${c.snowpack('t.yr')})`;
  return `least(100.0, s.min_pct + (${fillTo} - s.min_pct) * (${f}) + 0.4 * ${wave('t.dn', 17, 's.phase')})`;
}

/**
 * A level sensor's reading jitters by a few hundredths around the true level (wind, seiche, the transducer). Without
 * it a slow winter level or a full reservoir repeats one rounded value for hours, and the dashboards would rightly
 * call such a series possibly stuck: a real logger's series does not look like that.
 */
const LEVEL_JITTER = '0.04 * (n.u - 0.5)';
/** The percent full a jittering reading centres on at most, so that a full reservoir still reads at most 100. */
const JITTER_CEILING_PCT = 99.98;

export const PERCENT_FULL: Family<StorageField> = {
  label: 'reservoir percent full',
  fields: STORAGE_FIELDS,
  value: (c) => round(`least(${JITTER_CEILING_PCT}, ${percentFullSql(c)}) + ${LEVEL_JITTER}`, 2),
};

type ElevationField = StorageField | 'bottom_ft' | 'full_ft';
/** Water surface elevation (ft) from the same operation: storage grows faster than depth in a valley. */
export const SURFACE_ELEVATION: Family<ElevationField> = {
  label: 'reservoir surface elevation',
  fields: [...STORAGE_FIELDS, 'bottom_ft', 'full_ft'],
  value: (c) => round(`s.bottom_ft + (s.full_ft - s.bottom_ft) * power(greatest(0.0, ${percentFullSql(c)}) / 100, 0.45) + ${LEVEL_JITTER}`, 2),
};

type OxygenField = 'mean' | 'sag' | 'sag_doy' | 'sag_width' | 'diurnal' | 'phase';
/** Dissolved oxygen (mg/L) of a reservoir release: sags in late summer when the hypolimnion is released. */
export const DISSOLVED_OXYGEN: Family<OxygenField> = {
  label: 'dissolved oxygen',
  fields: ['mean', 'sag', 'sag_doy', 'sag_width', 'diurnal', 'phase'],
  value: () => round(`s.mean - s.sag * ${bump('t.doy', 's.sag_doy', 's.sag_width')} + s.diurnal * ${diurnal(15)}
      + 0.35 * ${wave('t.dn', 5.3, 's.phase')} + 0.15 * ${wave('t.dn', 1.7, '2 * s.phase')}`, 2),
};

type BatteryField = 'night_v' | 'charge_v' | 'phase';
/**
 * Solar-charged logger battery (V): charges by day (less on cloudy days), sags through the night and bottoms
 * out just before sunrise, so 24-hour minimums land around 12 V.
 */
export const BATTERY: Family<BatteryField> = {
  label: 'battery voltage',
  fields: ['night_v', 'charge_v', 'phase'],
  value: () => {
    const sun = `greatest(0.0, sin(pi() * (t.hour - 7) / 12))`;
    const sky = `(0.55 + 0.45 * (0.5 + 0.5 * ${wave('t.dn', 3.7, 's.phase')}))`;
    const night = `CASE WHEN t.hour >= 19 THEN (t.hour - 19) / 12 WHEN t.hour < 7 THEN (t.hour + 5) / 12 ELSE 0 END`;
    return round(`s.night_v + s.charge_v * ${sun} * ${sky} - 0.25 * (${night}) + 0.02 * n.u`, 2);
  },
};

type DitchField = 'rate' | 'on_doy' | 'off_doy' | 'phase';
/**
 * An irrigation diversion (cfs): turned on in spring, off in autumn, dry in winter (exactly 0, its resting value).
 * While it runs its flume reading wanders a little, as a measured flow does, so it never reads as a stuck sensor.
 */
export const DITCH_FLOW: Family<DitchField> = {
  label: 'ditch flow',
  fields: ['rate', 'on_doy', 'off_doy', 'phase'],
  value: () => round(`s.rate * ${smoothstep('(t.doy - s.on_doy) / 7')} * (1 - ${smoothstep('(t.doy - s.off_doy) / 7')})
      * (1 + 0.06 * ${wave('t.dn', 9, 's.phase')} + 0.004 * (n.u - 0.5))`, 2),
};

type SnowField = 'peak' | 'start_wday' | 'peak_wday' | 'melt_days';
/** Snow water equivalent (in): accumulates from autumn to an April/May peak, then melts out in weeks. */
export const SNOW_WATER_EQUIVALENT: Family<SnowField> = {
  label: 'snow water equivalent',
  fields: ['peak', 'start_wday', 'peak_wday', 'melt_days'],
  value: (c) => {
    const peakDay = `(s.peak_wday + ${c.meltShift('t.wy')})`;
    const share = `CASE WHEN t.wday < s.start_wday THEN 0.0
                        WHEN t.wday <= ${peakDay} THEN power((t.wday - s.start_wday) / (${peakDay} - s.start_wday), 1.1)
                        ELSE greatest(0.0, 1 - power((t.wday - ${peakDay}) / s.melt_days, 1.6)) END`;
    return round(`s.peak * ${c.snowpack('t.wy')} * (${share})`, 1);
  },
};

type AirTemperatureField = 'mid' | 'amp' | 'phase';
/** Daily mean air temperature (°F) at a snow site: seasonal cycle plus strong day-to-day weather. */
export const AIR_TEMPERATURE: Family<AirTemperatureField> = {
  label: 'air temperature',
  fields: ['mid', 'amp', 'phase'],
  value: (c) => round(`s.mid + s.amp * ${seasonal('200')} + ${c.temperatureAnomaly('t.yr')}
      + 6 * ${wave('t.dn', 7.3, 's.phase')} + 3 * ${wave('t.dn', 2.9, '2 * s.phase')}`, 1),
};
