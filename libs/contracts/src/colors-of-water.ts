/**
 * Colors of Water: how the water a stream gage measures is accounted for by the storage accounts (COW inputs) of a
 * reservoir. Each day a gage has a measured flow and, per account, the slice of it that is that account's released
 * water; what no account claims is the "unaccounted" part. Each page draws its own reservoir only: the Elkhead page
 * the release gage of Elkhead Reservoir, the Stagecoach page any gage of Stagecoach Reservoir. Public, no token. Flows are cfs rounded to 2 decimals; days are
 * yyyy-MM-dd (America/Denver).
 */

/**
 * Stagecoach Reservoir (location_ndx): the reservoir of the Stagecoach page's gage list and graphs, and the reservoir
 * a storage account starts with on COW Controls.
 */
export const COW_STAGECOACH_RESERVOIR_LOCATION_NDX = 197;

/** Elkhead Reservoir (location_ndx): the reservoir whose release gage the Elkhead page draws. */
export const COW_ELKHEAD_RESERVOIR_LOCATION_NDX = 201;

/** The longest range one graph call may span, in years. */
export const COW_MAX_RANGE_YEARS = 10;

/** How a graph call groups days: each day, or the mean of each week (Sunday to Saturday) or calendar month. */
export const COW_INTERVALS = ['daily', 'weekly', 'monthly'] as const;
export type CowInterval = (typeof COW_INTERVALS)[number];

/** The name and colour of the band of measured flow that no storage account claims. */
export const COW_UNACCOUNTED = { cow_input_name: 'Unaccounted', graph_color: '#C5CBD3' } as const;

/** GET colors-of-water-stagecoach/stream-gages/{reservoir}: a gage where the reservoir's accounts are tracked. */
export interface CowStreamGage {
  stream_gage_ndx: number;
  stream_gage: string;
}

/**
 * One slice of one day (or week, or month) of a Colors of Water graph. Per day there is a row for every storage
 * account of the reservoir (cow_slice_cfs 0 when the account released nothing that day) and one Unaccounted row
 * (cow_input_ndx null: measured_flow minus the accounts' slices, never below 0; null when the flow was not measured).
 * Rows come by day, then in stacking order: Unaccounted first (the bottom of the stack), then the accounts from the
 * highest cow_slice_order down (accounts without an order before those with one), so the lowest order lies on top.
 */
export interface CowGraphRow {
  /** The day, or the first day of the week or month. */
  collect_date: string;
  /** The gage's mean flow that day (the mean of the daily means over a week or month); null when not measured. */
  measured_flow: number | null;
  /** The storage account, or null for the Unaccounted row. */
  cow_input_ndx: number | null;
  cow_input_name: string;
  /** #RRGGBB */
  graph_color: string;
  cow_slice_order: number | null;
  cow_slice_cfs: number | null;
}

/** GET colors-of-water-elkhead/graph-daily/{startDate}/{endDate}: the path parameters. */
export interface CowElkheadGraphRequest {
  startDate: string;
  /** Included; not before startDate, at most COW_MAX_RANGE_YEARS after it. */
  endDate: string;
}

/** GET colors-of-water-stagecoach/graph-{interval}/{streamGageId}/{startDate}/{endDate}: the path parameters. */
export interface CowStagecoachGraphRequest extends CowElkheadGraphRequest {
  interval: CowInterval;
  streamGageId: number;
}
