import { useEffect } from 'react';
import { setDragMode } from './Plot';

/**
 * Dragging a chart zooms to a box; holding Ctrl makes the same drag pan instead, so a reader can slide a zoomed
 * window along the dates without the mode bar. The mode follows the Ctrl key, and goes back to zoom when the window
 * loses focus (a Ctrl released elsewhere is never seen).
 */
export function useCtrlDragPan(graphDiv: HTMLElement | null): void {
  useEffect(() => {
    if (!graphDiv) return undefined;
    let panning = false;
    const set = (pan: boolean) => {
      if (pan === panning) return;
      panning = pan;
      void setDragMode(graphDiv, pan ? 'pan' : 'zoom');
    };
    const onKey = (event: KeyboardEvent) => set(event.ctrlKey);
    const onBlur = () => set(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      window.removeEventListener('blur', onBlur);
    };
  }, [graphDiv]);
}
