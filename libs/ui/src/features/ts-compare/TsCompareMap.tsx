import type { MapWell } from '@portal/contracts';
import { useMemo } from 'react';
import { LocationMap } from '../../components/location-map';
import { MAP_CENTER, MAP_COLOR_PROPERTY, MAP_LABEL_MIN_ZOOM, MAP_ZOOM, mapFeatures, mapPopupText, SUB_AREA_COLORS } from './ts-compare.logic';

export interface TsCompareMapProps {
  locations: readonly MapWell[];
  /** The locations chosen on either axis, outlined. */
  chosen: readonly number[];
}

const LOCATION_COLORS = { property: MAP_COLOR_PROPERTY, colors: SUB_AREA_COLORS };

/** The map panel: every monitoring location, coloured by its sub-area; a click shows its popup. */
export function TsCompareMap({ locations, chosen }: TsCompareMapProps) {
  const features = useMemo(() => mapFeatures(locations), [locations]);
  return (
    <section className="portal-tool-panel" aria-label="Map">
      <LocationMap
        locations={features}
        idProperty="location_ndx"
        labelMinZoom={MAP_LABEL_MIN_ZOOM}
        center={MAP_CENTER}
        zoom={MAP_ZOOM}
        locationColors={LOCATION_COLORS}
        selectedIds={chosen}
        popupText={mapPopupText}
        height={360}
        label="Time series comparison locations map"
      />
    </section>
  );
}
