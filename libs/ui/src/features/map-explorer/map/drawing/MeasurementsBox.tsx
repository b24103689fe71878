import { Button, Card, H2 } from '@blueprintjs/core';
import { useToaster } from '../../../../common/toaster';
import { copyToClipboard } from '../../../../common/clipboard';
import { measurements, type MeasurementsState, measurementsText } from './measurements.logic';

export interface MeasurementsBoxProps {
  state: MeasurementsState;
  /** Reset: clears every drawing. */
  onReset: () => void;
  /** Hide: closes the box (the 'Measurements Details' button opens it again). */
  onHide: () => void;
}

/**
 * The Measurements box: the latest circle radius, the latest line length, the total
 * polygon area and the latest point; clicking a value copies it. Renders nothing while there is no drawing.
 */
export function MeasurementsBox({ state, onReset, onHide }: MeasurementsBoxProps) {
  const toaster = useToaster();
  const shown = measurements(state);
  if (!shown.visible) return null;
  const text = measurementsText(shown);
  const copyButton = (value: string) => (
    <Button
      variant="minimal"
      size="small"
      text={value}
      title="Copy to clipboard"
      onClick={() => void copyToClipboard(value, toaster)}
    />
  );
  const rows: [string, string[]][] = [];
  if (text.radius) rows.push(['Circle Radius', [text.radius]]);
  if (text.lineLength) rows.push(['Line Length', [text.lineLength]]);
  if (text.area) rows.push(['Total Polygon Area', [text.area.acres, text.area.squareFeet]]);
  if (text.point) rows.push(['Point Coordinates', [text.point]]);
  return (
    <Card className="map-explorer-measurements" role="region" aria-label="Measurements">
      <H2 className="map-explorer-panel-title">Measurements</H2>
      <dl>
        {rows.map(([label, values]) => (
          <div key={label} className="map-explorer-measurement">
            <dt>{label}</dt>
            {values.map((value) => (
              <dd key={value}>{copyButton(value)}</dd>
            ))}
          </div>
        ))}
      </dl>
      <div className="map-explorer-card-actions">
        <Button text="Reset" icon="reset" onClick={onReset} />
        <Button text="Hide" icon="eye-off" onClick={onHide} />
      </div>
    </Card>
  );
}
