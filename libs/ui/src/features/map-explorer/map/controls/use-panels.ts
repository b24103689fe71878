/**
 * Which of the map explorer's panels are open: the toolbar toggles (detailed results, legend, layers, popups, data
 * sources) and the Measurements box. One job: open and closed, nothing about their content.
 */
import { useEffect, useRef, useState } from 'react';
import { NARROW_LAYOUT_QUERY } from '../map-explorer.constants';

export type PanelToggle = 'detailedResults' | 'legend' | 'layers' | 'popups' | 'dataSources';

export interface Panels {
  open: Readonly<Record<PanelToggle, boolean>>;
  toggle(panel: PanelToggle): void;
  measurementsOpen: boolean;
  setMeasurementsOpen(update: boolean | ((open: boolean) => boolean)): void;
}

/**
 * @param narrow whether the layout is narrow (the layers panel is a drawer there, closed at first)
 * @param drawings how many shapes are drawn: a new one opens the Measurements box again after Hide
 */
export function usePanels(narrow: boolean, drawings: number): Panels {
  const [open, setOpen] = useState<Record<PanelToggle, boolean>>(() => ({
    detailedResults: true,
    legend: false,
    layers: !window.matchMedia?.(NARROW_LAYOUT_QUERY).matches,
    popups: true,
    dataSources: false,
  }));
  // Crossing the breakpoint: the panel shows beside a wide map, and starts closed as a drawer over a narrow one.
  const wasNarrow = useRef(narrow);
  useEffect(() => {
    if (wasNarrow.current === narrow) return;
    wasNarrow.current = narrow;
    setOpen((current) => ({ ...current, layers: !narrow }));
  }, [narrow]);

  const [measurementsOpen, setMeasurementsOpen] = useState(true);
  const lastDrawings = useRef(drawings);
  useEffect(() => {
    if (drawings > lastDrawings.current) setMeasurementsOpen(true);
    lastDrawings.current = drawings;
  }, [drawings]);
  return {
    open,
    toggle: (panel) => setOpen((current) => ({ ...current, [panel]: !current[panel] })),
    measurementsOpen,
    setMeasurementsOpen,
  };
}
