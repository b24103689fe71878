/**
 * The filters bar's state and the one MapLibre filter it makes for every location layer. In graph mode the
 * locations are narrowed further to those graph mode colours (or, before it has any, the filters' default list).
 */
import type { MapFilters } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { type FilterExpression, initialFilterState, type LocationFilterState, locationFilterExpression } from './filters.logic';

export interface LocationFilterOptions {
  filters: MapFilters | undefined;
  graphMode: boolean;
  /** The locations graph mode shows, when it has coloured any. */
  graphModeNdx: readonly number[] | undefined;
}

export interface LocationFilter {
  state: LocationFilterState | null;
  setState(state: LocationFilterState): void;
  /** The filter expression to combine with each location layer's own filter; null until the filters are known. */
  expression: FilterExpression | null;
}

export function useLocationFilter({ filters, graphMode, graphModeNdx }: LocationFilterOptions): LocationFilter {
  const loadFilterState = useMemo(() => (filters ? initialFilterState(filters) : null), [filters]);
  const [changedFilterState, setState] = useState<LocationFilterState | null>(null);
  const state = changedFilterState ?? loadFilterState;

  const effectiveState = useMemo(
    () => state && { ...state, graphModeNdx: graphMode ? (graphModeNdx ?? filters?.graphMode ?? null) : null },
    [state, graphMode, graphModeNdx, filters],
  );
  const expression = useMemo(
    () => (effectiveState && filters ? locationFilterExpression(effectiveState, filters) : null),
    [effectiveState, filters],
  );
  return { state, setState, expression };
}
