import { useGetPublicMapGeojsonBySourceIdQuery, useGetQueryAndDownloadLocationsMapQuery } from '@portal/api-client';
import { Callout } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { errorMessage } from '../../common/error-message';
import { LocationMap, type SelectionStyle, type WatershedHighlight } from '../../components/location-map';
import { fetchErrorText, MAP_LABEL_MIN_ZOOM, MAP_ZOOM, mapLocations, QD_TEXT, SELECTED_BASIN_OPACITY, OTHER_BASIN_OPACITY } from './query-and-download.logic';

/** Selected locations are outlined thick and red, to stand out over every basemap and watershed colour. */
const SELECTION_STYLE: SelectionStyle = { color: '#e00000', width: 4 };

export interface QueryAndDownloadMapProps {
  /** The locations on offer: only they are drawn. */
  offered: ReadonlySet<number>;
  selected: readonly number[];
  /** The chosen basins' names: their HUC-10 polygons are filled more strongly. */
  basins: readonly string[];
  /** A location circle was clicked. */
  onToggle(location: number): void;
}

/** The Locations & Basins Map: the offered locations over the HUC-10 watersheds; a click selects or deselects one. */
export function QueryAndDownloadMap({ offered, selected, basins, onToggle }: QueryAndDownloadMapProps) {
  const locations = useGetQueryAndDownloadLocationsMapQuery();
  // The watersheds only decorate the map: a failure is logged and the map goes on without them.
  const watersheds = useGetPublicMapGeojsonBySourceIdQuery('huc10');
  useEffect(() => {
    if (watersheds.error) console.error(`Could not load the watersheds: ${errorMessage(watersheds.error)}`);
  }, [watersheds.error]);
  const features = useMemo(() => (locations.data ? mapLocations(locations.data, offered) : null), [locations.data, offered]);
  const highlight = useMemo<WatershedHighlight>(
    () => ({ property: 'basin', values: basins, opacity: SELECTED_BASIN_OPACITY, otherOpacity: OTHER_BASIN_OPACITY }),
    [basins],
  );
  if (locations.error) return <Callout intent="danger" role="alert">{fetchErrorText(errorMessage(locations.error))}</Callout>;
  if (!features) return null;
  return (
    <LocationMap
      locations={features}
      watersheds={watersheds.data}
      idProperty="location_ndx"
      labelMinZoom={MAP_LABEL_MIN_ZOOM}
      zoom={MAP_ZOOM}
      selectedIds={selected}
      selectionStyle={SELECTION_STYLE}
      watershedHighlight={highlight}
      popupText={(properties) => `${String(properties['location_name'])} (${String(properties['location_id'])})`}
      onSelect={(id) => onToggle(Number(id))}
      height={420}
      label={QD_TEXT.map}
    />
  );
}
