import { useGetPublicMapPlacesQuery } from '@portal/api-client';
import type { PlaceResult } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { parseCoordinateQuery } from '../coordinates.logic';
import { PLACE_SEARCH_DEBOUNCE_MS } from '../map-explorer.constants';
import { SearchBox } from './SearchBox';
import { useDebouncedValue } from '../../../../common/use-debounced-value';

/** The gazetteer refuses longer queries (and nobody types an address that long). */
const MAX_QUERY_LENGTH = 200;

/** The coordinate readings of the typed text as results of the box (label 'Lat: … Lng: …', place type coordinate). */
function coordinateResults(text: string): PlaceResult[] {
  return parseCoordinateQuery(text).map((reading) => ({
    id: `coordinate:${reading.lat},${reading.lng}`,
    place_name: reading.label,
    place_type: reading.placeType,
    center: [reading.lng, reading.lat],
  }));
}

export interface PlaceSearchProps {
  onChoose: (place: PlaceResult) => void;
}

/**
 * 'Address/Coords Search' (top right of the map): typed coordinates offered in
 * both readings, then the gazetteer's places (towns, reservoirs, locations). Choosing one flies the map there.
 */
export function PlaceSearch({ onChoose }: PlaceSearchProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const coordinates = useMemo(() => coordinateResults(query), [query]);
  const { currentData: places, isFetching } = useGetPublicMapPlacesQuery(query, {
    // Typed coordinates are read here; the gazetteer has nothing to add for them.
    skip: query === '' || query.length > MAX_QUERY_LENGTH || coordinates.length > 0,
  });
  const results = useMemo(() => [...coordinates, ...(coordinates.length > 0 ? [] : (places ?? []))], [coordinates, places]);
  return (
    <SearchBox
      className="map-explorer-place-search"
      label="Address/Coords Search"
      placeholder="Address/Coords Search"
      text={text}
      onText={setText}
      results={results}
      emptyText={isFetching || query !== text.trim() ? 'Searching…' : 'No places found'}
      view={(place) => ({ key: place.id, text: place.place_name, label: place.place_type })}
      onChoose={(place) => {
        setText(place.place_name);
        onChoose(place);
      }}
    />
  );
}
