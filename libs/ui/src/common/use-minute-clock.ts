import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
/**
 * Ticks fall just after each whole minute: answers judge an age as of the end of the second they are built in,
 * so a report on the minute has crossed a whole-minute threshold by then.
 */
const TICK_AFTER_MINUTE_MS = 1_000;

let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function schedule(): void {
  const wait = MINUTE_MS - ((Date.now() - TICK_AFTER_MINUTE_MS) % MINUTE_MS);
  timer = setTimeout(() => {
    now = Date.now();
    for (const listener of [...listeners]) listener();
    schedule();
  }, wait);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The shared time; with nobody ticking it, renewed once it is a minute off, so a screen opened later starts on time. */
function snapshot(): number {
  if (listeners.size === 0 && Math.abs(Date.now() - now) >= MINUTE_MS) now = Date.now();
  return now;
}

/**
 * The time (epoch ms), renewed every minute while a component uses it: one shared timer, so every age on a screen
 * moves at the same moment.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
