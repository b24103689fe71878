import { useCallback, useEffect, useMemo, useState } from 'react';
import { linkHover, linkZoom } from '../charts';

/** Hovering or zooming one chart does the same on the other while both are drawn. */
export function useLinkedCharts(first: HTMLElement | null, second: HTMLElement | null) {
  useEffect(() => {
    if (!first || !second) return undefined;
    let stopped = false;
    let stops: (() => void)[] = [];
    void Promise.all([linkHover(first, second), linkZoom(first, second)]).then((linked) => {
      if (stopped) linked.forEach((stop) => stop());
      else stops = linked;
    });
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [first, second]);
}

/**
 * The two chart slots of an explorer, linked while both hold a drawn chart: returns each slot's callback for its
 * chart's element (null while it draws none).
 */
export function useLinkedChartSlots(chartCount: number): readonly ((graphDiv: HTMLElement | null) => void)[] {
  const [graphDivs, setGraphDivs] = useState<(HTMLElement | null)[]>([null, null]);
  const reportGraphDiv = useCallback(
    (slot: number) => (graphDiv: HTMLElement | null) =>
      setGraphDivs((current) => (current[slot] === graphDiv ? current : current.map((div, index) => (index === slot ? graphDiv : div)))),
    [],
  );
  const slotReporters = useMemo(() => [reportGraphDiv(0), reportGraphDiv(1)], [reportGraphDiv]);
  useLinkedCharts(chartCount > 1 ? graphDivs[0] : null, chartCount > 1 ? graphDivs[1] : null);
  return slotReporters;
}
