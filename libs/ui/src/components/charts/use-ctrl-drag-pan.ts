import { useEffect } from 'react';
import { pannedRange } from './chart.logic';
import { relayoutChart } from './Plot';
import type { PlotlyGraphDiv } from './plot.types';

/**
 * Dragging a chart zooms to a box; dragging with Ctrl held pans it instead, so a reader can slide a zoomed window
 * along the dates without the mode bar. Plotly cannot do this itself: it takes a Ctrl-press for a right click (as on
 * a Mac) and then ignores the drag. So a Ctrl-press on the plot area is caught before plotly sees it, and the drag
 * moves the x range by as many dates as the pointer moves.
 */
export function useCtrlDragPan(graphDiv: HTMLElement | null): void {
  useEffect(() => {
    if (!graphDiv) return undefined;
    const chart = graphDiv as PlotlyGraphDiv;
    let stopDrag: (() => void) | null = null;
    const onMouseDown = (event: MouseEvent) => {
      const axis = chart._fullLayout?.xaxis;
      if (!event.ctrlKey || event.button !== 0 || !axis || !(event.target as Element).closest('.nsewdrag')) return;
      event.preventDefault();
      event.stopPropagation();
      const start: [number, number] = [axis.r2l(axis.range[0]), axis.r2l(axis.range[1])];
      const startX = event.clientX;
      const onMove = (move: MouseEvent) => {
        const [from, to] = pannedRange(start, move.clientX - startX, axis._length);
        void relayoutChart(graphDiv, { 'xaxis.range': [axis.l2r(from), axis.l2r(to)] });
      };
      const onUp = () => stopDrag?.();
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', onUp);
      stopDrag = () => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', onUp);
        stopDrag = null;
      };
    };
    // The capture phase runs before plotly's own listener on the plot area.
    graphDiv.addEventListener('mousedown', onMouseDown, true);
    return () => {
      graphDiv.removeEventListener('mousedown', onMouseDown, true);
      stopDrag?.();
    };
  }, [graphDiv]);
}
