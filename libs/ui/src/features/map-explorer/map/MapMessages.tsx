import { Callout } from '@blueprintjs/core';

export interface MapMessagesProps {
  /** Why the layer catalogue failed to load, or null while it has not failed. */
  layersError: string | null;
  sourcesFailed: boolean;
}

/** The alerts over the map when its layer catalogue or its sources could not be loaded. */
export function MapMessages({ layersError, sourcesFailed }: MapMessagesProps) {
  return (
    <div className="map-explorer-messages">
      {layersError !== null && <Callout intent="danger" role="alert">{`An error has occurred: ${layersError}`}</Callout>}
      {sourcesFailed && (
        <Callout intent="danger" role="alert">
          Error loading data
        </Callout>
      )}
    </div>
  );
}
