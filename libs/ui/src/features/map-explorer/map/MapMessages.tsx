import { Callout } from '@blueprintjs/core';
import { MapMessage, OfflineBasemapNotice } from '../../../components/location-map/OfflineBasemapNotice';

export interface MapMessagesProps {
  /** Why the layer catalogue failed to load, or null while it has not failed. */
  layersError: string | null;
  sourcesFailed: boolean;
}

/** The alerts over the map: its layer catalogue or its sources could not be loaded, or it fell back to the offline basemap. */
export function MapMessages({ layersError, sourcesFailed }: MapMessagesProps) {
  return (
    <div className="map-explorer-messages">
      {layersError !== null && (
        <MapMessage>
          <Callout intent="danger" role="alert">{`An error has occurred: ${layersError}`}</Callout>
        </MapMessage>
      )}
      {sourcesFailed && (
        <MapMessage>
          <Callout intent="danger" role="alert">
            Error loading data
          </Callout>
        </MapMessage>
      )}
      <OfflineBasemapNotice />
    </div>
  );
}
