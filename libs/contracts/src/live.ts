/** A series some readings were written to, with the newest instant written. */
export interface LiveSeriesChange {
  location_ndx: number;
  parameter_ndx: number;
  last_timestamp: string;
}

/** The data of a `series-changed` event of GET live/events: the series, and the route keys of the answers showing them. */
export interface LiveSeriesChanged {
  series: LiveSeriesChange[];
  widgets: string[];
}
