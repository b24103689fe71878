/**
 * The filters bar : what is
 * selected, the applied/total counts, and the MapLibre filter expression the location layers get. Pure.
 */
import type { FilterOption, MapFilters } from '@portal/contracts';

/** Booleans, each narrowing the map to locations with that kind of data, and the feature flag it reads. */
export const TOGGLES = [
  { key: 'hasContinuousDailyFlow', label: 'Has Continuous Daily Flow', property: 'has_flow_graph' },
  { key: 'hasHistoricalComparisonFlow', label: 'Has Historical Comparison Flow', property: 'has_flow_trends' },
  { key: 'hasContinuousDailyTemperature', label: 'Has Continuous Daily Temperature', property: 'has_temperature_graph' },
  { key: 'hasHistoricalComparisonTemperature', label: 'Has Historical Comparison Temperature', property: 'has_temperature_trends' },
  { key: 'hasWaterQualityData', label: 'Has Water Quality Data', property: 'is_wq_loc' },
] as const;
export type ToggleKey = (typeof TOGGLES)[number]['key'];

/** A multi-select: on a plain property (multi-select) or on a list carried as JSON-array text (multi-select-array). */
export const MULTI_SELECTS = {
  locationTypes: { label: 'Location Types', property: 'locationtype', kind: 'multi-select' },
  organizations: { label: 'Organizations', property: 'organizations', kind: 'multi-select-array' },
} as const;
export type MultiSelectKey = keyof typeof MULTI_SELECTS;

export interface LocationFilterState {
  /** Selected option values of each multi-select. */
  locationTypes: readonly string[];
  organizations: readonly string[];
  toggles: Readonly<Record<ToggleKey, boolean>>;
  /** graphMode: only these location indexes (graph mode); null where graph mode does not narrow the map. */
  graphModeNdx: readonly number[] | null;
}

const NO_TOGGLES = Object.fromEntries(TOGGLES.map(({ key }) => [key, false])) as Record<ToggleKey, boolean>;

/** Everything selected and no toggle on: the whole map. */
export function initialFilterState(filters: Pick<MapFilters, 'locationTypes' | 'organizations'>): LocationFilterState {
  return {
    locationTypes: filters.locationTypes.map((option) => option.value),
    organizations: filters.organizations.map((option) => option.value),
    toggles: NO_TOGGLES,
    graphModeNdx: null,
  };
}

export interface FilterCount {
  applied: number;
  total: number;
}

/** The selected options that exist over all options. */
export function filterCount(selected: readonly string[], options: readonly FilterOption[]): FilterCount {
  const chosen = new Set(selected);
  return { applied: options.filter((option) => chosen.has(option.value)).length, total: options.length };
}

export const formatFilterCount = ({ applied, total }: FilterCount): string => `${applied}/${total}`;

/** Adds or removes one value, keeping the options' order so the state reads the same however it was reached. */
export function toggleOption(selected: readonly string[], options: readonly FilterOption[], value: string): string[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return options.map((option) => option.value).filter((option) => next.has(option));
}

export const onTogglesCount = (toggles: LocationFilterState['toggles']): number => Object.values(toggles).filter(Boolean).length;

/** A MapLibre expression (style-spec filter), kept as plain JSON. */
export type FilterExpression = unknown[];

/** The multi-select condition, or null when every option is selected (then the property does not narrow anything). */
function multiSelectCondition(key: MultiSelectKey, selected: readonly string[], options: readonly FilterOption[]): FilterExpression | null {
  const { property, kind } = MULTI_SELECTS[key];
  const chosen = options.map((option) => option.value).filter((value) => selected.includes(value));
  if (chosen.length === options.length) return null;
  if (kind === 'multi-select') return ['in', ['get', property], ['literal', chosen]];
  // A JSON-array text: a location matches when any chosen value appears in it as a whole JSON string (quotes
  // included, so 'USGS' does not match '"USGS-CO"'). `to-string` turns a missing property into '' (no match).
  return ['any', ...chosen.map((value) => ['in', JSON.stringify(value), ['to-string', ['get', property]]])];
}

/**
 * The expression every location layer is filtered with, or null when nothing narrows the map. Conditions combine
 * with 'all': a location must pass each multi-select, each toggle that is on, and the graph-mode list.
 */
export function locationFilterExpression(
  state: LocationFilterState,
  filters: Pick<MapFilters, 'locationTypes' | 'organizations'>,
): FilterExpression | null {
  const conditions: FilterExpression[] = [];
  for (const key of Object.keys(MULTI_SELECTS) as MultiSelectKey[]) {
    const condition = multiSelectCondition(key, state[key], filters[key]);
    if (condition) conditions.push(condition);
  }
  for (const { key, property } of TOGGLES) {
    if (state.toggles[key]) conditions.push(['==', ['get', property], true]);
  }
  if (state.graphModeNdx) conditions.push(['in', ['get', 'ndx'], ['literal', [...state.graphModeNdx]]]);
  if (conditions.length === 0) return null;
  return conditions.length === 1 ? conditions[0] : ['all', ...conditions];
}

/** A layer's own filter and the filters bar's, both applying; null when neither exists (MapLibre clears the filter). */
export function combineFilters(own: unknown[] | undefined, extra: FilterExpression | null): FilterExpression | null {
  if (!extra) return own ?? null;
  if (!own) return extra;
  return ['all', own, extra];
}
