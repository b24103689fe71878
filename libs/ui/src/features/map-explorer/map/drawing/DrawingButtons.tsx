import { Icon, Tooltip } from '@blueprintjs/core';

export interface DrawingButtonsProps {
  onDrawCircle(): void;
  measurementsOpen: boolean;
  onToggleMeasurements(): void;
}

/** The drawing tools' extra buttons, rendered into the map's own control box: Draw Circle and Measurements Details. */
export function DrawingButtons({ onDrawCircle, measurementsOpen, onToggleMeasurements }: DrawingButtonsProps) {
  return (
    <>
      <Tooltip content="Draw Circle" placement="left">
        <button type="button" className="map-explorer-draw-circle" aria-label="Draw Circle" onClick={onDrawCircle}>
          <Icon icon="circle" />
        </button>
      </Tooltip>
      <Tooltip content="Measurements Details" placement="left">
        <button
          type="button"
          className="map-explorer-measurements-toggle"
          aria-label="Measurements Details"
          aria-pressed={measurementsOpen}
          onClick={onToggleMeasurements}
        >
          <Icon icon="calculator" />
        </button>
      </Tooltip>
    </>
  );
}
