import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import { seriesColorScale } from './chart-theme';

interface SeriesColorsContextValue {
  /** Every chart's series keys, by chart. */
  keysByChart: ReadonlyMap<string, readonly string[]>;
  register(chart: string, keys: readonly string[]): void;
  unregister(chart: string): void;
}

const SeriesColorsContext = createContext<SeriesColorsContextValue | null>(null);

const sameKeys = (a: readonly string[] | undefined, b: readonly string[]) => !!a && a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * The charts of a page share one series colour scale: each chart tells the keys it draws (locations by name), and
 * all of them get colours from the page's keys in alphabetical order, so a site keeps its colour on every chart of
 * the page whichever answer comes first.
 */
export function SeriesColorsProvider({ children }: { children: ReactNode }) {
  const [keysByChart, setKeysByChart] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const register = useCallback((chart: string, keys: readonly string[]) => {
    setKeysByChart((previous) => (sameKeys(previous.get(chart), keys) ? previous : new Map(previous).set(chart, keys)));
  }, []);
  const unregister = useCallback((chart: string) => {
    setKeysByChart((previous) => {
      if (!previous.has(chart)) return previous;
      const next = new Map(previous);
      next.delete(chart);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ keysByChart, register, unregister }), [keysByChart, register, unregister]);
  return <SeriesColorsContext.Provider value={value}>{children}</SeriesColorsContext.Provider>;
}

const byName = (a: string, b: string) => a.localeCompare(b);

/**
 * The colour of each series key of a chart, from the page's shared scale (SeriesColorsProvider) or, outside one,
 * from the chart's own keys; either way in alphabetical order of the keys, so no two keys share a colour.
 */
export function useSeriesColors(keys: readonly string[]): (key: string) => string {
  const context = useContext(SeriesColorsContext);
  const chart = useId();
  const signature = keys.join('\u0000');
  const register = context?.register;
  const unregister = context?.unregister;
  useEffect(() => {
    register?.(chart, signature ? signature.split('\u0000') : []);
  }, [register, chart, signature]);
  useEffect(() => () => unregister?.(chart), [unregister, chart]);
  const keysByChart = context?.keysByChart;
  return useMemo(() => {
    // The chart's own keys count at once, before its registration has come back through the page's state.
    const all = new Set(signature ? signature.split('\u0000') : []);
    for (const chartKeys of keysByChart?.values() ?? []) for (const key of chartKeys) all.add(key);
    return seriesColorScale([...all].sort(byName));
  }, [keysByChart, signature]);
}
