import type { GeoJsonFeatureCollection, WaterYearMapLocation } from '@portal/contracts';
import { useMemo } from 'react';
import { LocationMap } from '../../components/location-map';
import { MAP_LABEL_MIN_ZOOM, mapFeatures, mapPopupText } from './water-year.logic';

export interface WaterYearMapProps {
  locations: readonly WaterYearMapLocation[];
  /** HUC-10 polygons, coloured per watershed; absent until loaded (or when they failed). */
  watersheds?: GeoJsonFeatureCollection;
  /** The chosen location, outlined. */
  location: number | null;
  onPick(location: WaterYearMapLocation): void;
}

/** The map panel: every location with water-year data over the HUC-10 watersheds; clicking one picks it and shows its popup. */
export function WaterYearMap({ locations, watersheds, location, onPick }: WaterYearMapProps) {
  const features = useMemo(() => mapFeatures(locations), [locations]);
  const selectedIds = useMemo(() => (location === null ? [] : [location]), [location]);
  return (
    <section className="portal-tool-panel" aria-label="Map">
      <LocationMap
        locations={features}
        watersheds={watersheds}
        idProperty="location_ndx"
        labelMinZoom={MAP_LABEL_MIN_ZOOM}
        selectedIds={selectedIds}
        popupText={mapPopupText}
        onSelect={(id) => {
          const picked = locations.find((l) => l.location_ndx === Number(id));
          if (picked) onPick(picked);
        }}
        height={360}
        label="Water year locations map"
      />
    </section>
  );
}
