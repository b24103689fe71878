import type { MapWell } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { searchLocations } from './location-search.logic';
import { SEARCH_DEBOUNCE_MS } from '../map-explorer.constants';
import { SearchBox } from './SearchBox';
import { useDebouncedValue } from '../../../../common/use-debounced-value';

export interface LocationSearchProps {
  wells: readonly MapWell[] | undefined;
  onChoose: (well: MapWell) => void;
}

/**
 * Individual Locations Search: fuzzy search over the locations 200 ms after typing pauses, the first 49 results in a
 * popover; choosing one (by pointer or from the keyboard) flies the map there (the page zooms to 16) and opens the
 * location's popup.
 */
export function LocationSearch({ wells, onChoose }: LocationSearchProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const results = useMemo(() => searchLocations(wells ?? [], query).map((result) => result.record), [wells, query]);
  return (
    <SearchBox
      className="map-explorer-location-search"
      label="Individual Locations Search"
      placeholder="Locations attributes"
      showLabel
      text={text}
      onText={setText}
      results={results}
      emptyText={query === text ? 'No matching locations' : 'Searching…'}
      view={(well) => ({ key: String(well.location_ndx), text: well.location_name, label: well.location_id })}
      onChoose={(well) => {
        setText(well.location_name);
        onChoose(well);
      }}
    />
  );
}
