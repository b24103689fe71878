import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createWallCycle, type WallCycle, type WallCycleState } from './wall-mode.logic';

/** What pauses a wall: anyone moving the mouse, clicking, typing, touching or scrolling. */
const INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * The cycle through `count` screens for as long as the calling component is mounted: input anywhere in the window
 * pauses it, and Esc calls `onExit` instead. A new playlist (count or interval) starts a new cycle.
 */
export function useWallCycle(count: number, intervalMs: number, onExit: () => void): WallCycleState & Pick<WallCycle, 'next'> {
  const cycle = useMemo(() => createWallCycle({ count, intervalMs }), [count, intervalMs]);
  const state = useSyncExternalStore(cycle.subscribe, cycle.state);
  const exit = useRef(onExit);
  useEffect(() => {
    exit.current = onExit;
  });

  useEffect(() => {
    cycle.start();
    const onInput = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key === 'Escape') {
        exit.current();
        return;
      }
      cycle.input();
    };
    // Capturing, so a control that stops an event's propagation still pauses the wall.
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      cycle.stop();
    };
  }, [cycle]);

  return { ...state, next: cycle.next };
}
