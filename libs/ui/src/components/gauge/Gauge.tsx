import { Spinner } from '@blueprintjs/core';
import { arcPath, gaugeFraction } from './gauge.logic';
import './gauge.css';

/** A coloured stretch of a gauge's scale (the dissolved-oxygen gauge's 0-6 and 6-15). */
export interface GaugeRange {
  from: number;
  to: number;
  color: string;
}

export interface GaugeProps {
  /** What the gauge measures; with the value it names the gauge for screen readers. */
  label: string;
  /** null: no value (the arc stays empty and `valueText` says why). */
  value: number | null;
  min: number;
  max: number;
  /** The value as the gauge prints it under the arc ('87 %', '12.4 V'). */
  valueText: string;
  ranges?: readonly GaugeRange[];
  /** The colour of the value's arc when the gauge has no ranges. */
  color?: string;
  /** The words at the scale's ends, when not min and max themselves (a percent scale read in volts). */
  scaleLabels?: readonly [string, string];
  loading?: boolean;
}

const CX = 100;
const CY = 100;
const R = 80;
const WIDTH = 18;
const VALUE_COLOR = '#2D72D2';

/**
 * A half-circle gauge drawn as SVG: the scale's ranges (or a track), the value's arc over them, the value in words
 * under it and the scale's ends at its feet. Small and dependency-free, so a dashboard of gauges costs no chart library.
 */
export function Gauge(props: GaugeProps) {
  const { label, value, min, max, valueText, ranges = [], color = VALUE_COLOR, loading = false, scaleLabels = [min, max] } = props;
  if (loading) return <Spinner className="portal-gauge" size={40} aria-label={`Loading ${label}`} />;
  const fraction = value === null ? null : gaugeFraction(value, min, max);
  return (
    <svg className="portal-gauge" viewBox="0 0 200 125" role="img" aria-label={`${label}: ${valueText}`}>
      {ranges.length ? (
        ranges.map((range) => (
          <path
            key={`${range.from}-${range.to}`}
            d={arcPath(CX, CY, R, gaugeFraction(range.from, min, max), gaugeFraction(range.to, min, max))}
            stroke={range.color}
            strokeWidth={WIDTH}
            fill="none"
            opacity={0.35}
          />
        ))
      ) : (
        <path d={arcPath(CX, CY, R, 0, 1)} className="portal-gauge-track" strokeWidth={WIDTH} fill="none" />
      )}
      {fraction !== null && fraction > 0 && (
        <path d={arcPath(CX, CY, R, 0, fraction)} stroke={rangeColor(value, ranges) ?? color} strokeWidth={WIDTH / 2} fill="none" />
      )}
      <text x={CX} y={CY - 6} textAnchor="middle" className="portal-gauge-value">
        {valueText}
      </text>
      <text x={CX - R} y={CY + 20} textAnchor="middle" className="portal-gauge-scale">
        {scaleLabels[0]}
      </text>
      <text x={CX + R} y={CY + 20} textAnchor="middle" className="portal-gauge-scale">
        {scaleLabels[1]}
      </text>
    </svg>
  );
}

/** The colour of the range a value falls in, so the value's arc says which range it is in. */
function rangeColor(value: number | null, ranges: readonly GaugeRange[]): string | undefined {
  return value === null ? undefined : ranges.find((r) => value >= r.from && value <= r.to)?.color;
}
