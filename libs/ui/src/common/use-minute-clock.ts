import { useCallback, useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
/**
 * A tick falls this long after the boundary it waits for: an age is judged late when it *exceeds* a whole number of
 * minutes, and a timer may fire a millisecond early when the runtime rounds its delay.
 */
const TICK_AFTER_BOUNDARY_MS = 5;

/**
 * One clock per phase (the millisecond within the minute its ticks fall on), shared by every user of that phase, so
 * every age of readings taken on the same second moves at the same moment, on one timer.
 */
class PhaseClock {
  now = Date.now();
  private timer: ReturnType<typeof setTimeout> | undefined;
  readonly listeners = new Set<() => void>();

  constructor(private readonly phase: number) {}

  private schedule(): void {
    const wait = MINUTE_MS - ((((Date.now() - this.phase - TICK_AFTER_BOUNDARY_MS) % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
    this.timer = setTimeout(() => {
      this.now = Date.now();
      for (const listener of [...this.listeners]) listener();
      this.schedule();
    }, wait);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) {
      this.now = Date.now();
      this.schedule();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        clearTimeout(this.timer);
        this.timer = undefined;
        clocks.delete(this.phase);
      }
    };
  }

  /** The shared time; with nobody ticking it, renewed once it is a minute off (or behind), so a screen opened later starts on time. */
  snapshot(): number {
    const sinceTick = Date.now() - this.now;
    if (this.listeners.size === 0 && (sinceTick >= MINUTE_MS || sinceTick < 0)) this.now = Date.now();
    return this.now;
  }
}

/** Live clocks by phase: at most one per distinct phase in use, removed when its last user leaves. */
const clocks = new Map<number, PhaseClock>();

function clockFor(phase: number): PhaseClock {
  let clock = clocks.get(phase);
  if (!clock) {
    clock = new PhaseClock(phase);
    clocks.set(phase, clock);
  }
  return clock;
}

/**
 * The time (epoch ms), renewed once a minute while a component uses it. With an `anchor` (an ISO instant, e.g. a
 * reading's time) the renewals fall just after each whole minute since the anchor, which is exactly when an age
 * counted in whole minutes from it grows (and so when it crosses a late or stale threshold); without one, just
 * after each whole minute of the clock.
 */
export function useMinuteClock(anchor?: string | null): number {
  const anchorMs = anchor ? Date.parse(anchor) : NaN;
  const phase = Number.isFinite(anchorMs) ? ((anchorMs % MINUTE_MS) + MINUTE_MS) % MINUTE_MS : 0;
  const subscribe = useCallback((listener: () => void) => clockFor(phase).subscribe(listener), [phase]);
  const snapshot = useCallback(() => clockFor(phase).snapshot(), [phase]);
  return useSyncExternalStore(subscribe, snapshot);
}
