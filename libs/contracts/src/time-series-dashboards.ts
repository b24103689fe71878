/**
 * The reservoir time-series dashboards (Yamcolo and Stagecoach, the same calls under each reservoir's paths): the
 * Timestep, Left Axis and Right Axis choices, the series an axis choice draws, and the data points of the chosen
 * period. Instants are full ISO timestamps (UTC); days are `yyyy-MM-dd` (America/Denver).
 */

export type TimeSeriesReservoir = 'yamcolo' | 'stagecoach';

/** The body of the option calls: a filter with nothing in it (`{ filters: {} }`, or no body). */
export interface TimeSeriesOptionsRequest {
  filters?: Record<string, never>;
}

/** A Timestep choice. `data_table_name` is the data call's path after `resops-ts-`. */
export interface TimeSeriesTimestepOption {
  data_table_name: string;
  option_name: string;
  /** How many days end at Period Ending. */
  date_range_days: number;
}

/** A Left Axis or Right Axis choice; `axis` is what the series and data calls name it by. */
export interface TimeSeriesAxisOption {
  axis: string;
  parameter_display_abbrev: string;
  unit_display_name: string;
}

/** POST resops-ts-{reservoir}-left-axis-series and -right-axis-series. */
export interface TimeSeriesAxisSeriesRequest {
  filters: { axis: string };
}

/** How a series is drawn: null line_type is a solid line. */
export interface TimeSeriesSeries {
  axis: string;
  series_ndx: number;
  line_weight: number;
  line_type: 'dashed' | 'dotted' | null;
  legend_color: string;
  series_display_label: string;
}

/** POST resops-ts-{reservoir}-15-min, -hourly, -daily (the chosen timestep's data_table_name). */
export interface TimeSeriesDataRequest {
  filters: {
    /** The timestep's date_range_days: the number of days shown, ending with periodEnding. */
    timestep: number;
    /** The axis choices (`axis`) of each side. */
    leftAxis: string;
    rightAxis: string;
    /** The last day shown, yyyy-MM-dd (America/Denver). */
    periodEnding: string;
  };
  /**
   * Every value of the period at the timestep's resolution (the data table, CSV). Without it the answer is for a
   * chart: each series reduced to at most `maxPoints` points.
   */
  full?: boolean;
  /** The chart's bound per series (default 2,000, about a chart's pixel width twice over). */
  maxPoints?: number;
}

/**
 * A point of a series. A chart answer keeps each bucket's lowest and highest value, and marks a gap in the record
 * with a point whose result_value is null (a line must break there); a full answer has only values.
 */
export interface TimeSeriesDataPoint {
  series_ndx: number;
  collect_timestamp: string;
  result_value: number | null;
  location_display_label: string;
}

/** The intervals the pump's hours are summed over: the timestep's own (a 15-minute, hourly or daily chart). */
export const HOURS_PUMPED_INTERVALS = ['15-min', 'hourly', 'daily'] as const;
export type HoursPumpedInterval = (typeof HOURS_PUMPED_INTERVALS)[number];

/** POST resops-ts-{reservoir}-hours-pumped: the period of the chart, cut into the timestep's intervals. */
export interface TimeSeriesHoursPumpedRequest {
  filters: {
    /** The timestep's date_range_days: how many days end with periodEnding. */
    timestep: number;
    /** The last day, yyyy-MM-dd (America/Denver). */
    periodEnding: string;
    /** 15-minute and hourly intervals run from the period's first local midnight; daily ones are local days. */
    interval: HoursPumpedInterval;
  };
}

/**
 * How long the reservoir's pumps ran in one interval of the period, in hours (0 when they stood still), summed over
 * the pumps' recorded runs. Every interval of the period is listed, in time order, up to the present.
 */
export interface TimeSeriesHoursPumped {
  /** The interval's first instant (ISO, UTC). */
  period_start: string;
  hours: number;
}
