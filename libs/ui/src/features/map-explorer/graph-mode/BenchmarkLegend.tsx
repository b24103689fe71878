import type { BenchmarkScaleColor } from '@portal/contracts';
import { scoreColor } from './colouring.logic';
import { BENCHMARK_LEGEND } from './graph-mode.constants';
import './graph-mode.css';

/** A size-1 class's dot; the others scale as their circles do on the map. */
const LEGEND_DOT_PX = 10;

export interface BenchmarkLegendProps {
  /** The server's colours (list-benchmark-scale-colors); BENCHMARK_LEGEND's colours stand in until they arrive. */
  colors: readonly BenchmarkScaleColor[];
}

/** The six benchmark classes, worst first, in the colours and relative sizes the map draws. */
export function BenchmarkLegend({ colors }: BenchmarkLegendProps) {
  return (
    <ul className="portal-benchmark-legend" aria-label="Benchmark legend">
      {BENCHMARK_LEGEND.map((entry) => (
        <li key={entry.scale}>
          <span
            className="portal-benchmark-dot"
            style={{ background: scoreColor(entry.scale, colors), width: `${LEGEND_DOT_PX * entry.size}px`, height: `${LEGEND_DOT_PX * entry.size}px` }}
            aria-hidden
          />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
