import type { BenchmarkScaleColor } from '@portal/contracts';
import { scoreColor } from './colouring.logic';
import { BENCHMARK_LEGEND } from './graph-mode.constants';
import './graph-mode.css';

export interface BenchmarkLegendProps {
  /** The server's colours (list-benchmark-scale-colors); BENCHMARK_LEGEND's colours stand in until they arrive. */
  colors: readonly BenchmarkScaleColor[];
}

/** The six benchmark classes, worst first, in the colours the map draws. */
export function BenchmarkLegend({ colors }: BenchmarkLegendProps) {
  return (
    <ul className="portal-benchmark-legend" aria-label="Benchmark legend">
      {BENCHMARK_LEGEND.map((entry) => (
        <li key={entry.scale}>
          <span className="portal-benchmark-dot" style={{ background: scoreColor(entry.scale, colors) }} aria-hidden />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
