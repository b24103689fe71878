import { act, renderHook } from '@testing-library/react';
import { useMinuteClock } from './use-minute-clock';

describe('useMinuteClock', () => {
  afterEach(() => jest.useRealTimers());

  it('renews the time just after each whole minute, for every user at once, while anyone uses it', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T14:24:30Z') });
    const a = renderHook(() => useMinuteClock());
    const b = renderHook(() => useMinuteClock());
    expect(a.result.current).toBe(Date.parse('2026-11-26T14:24:30Z'));
    act(() => void jest.advanceTimersByTime(30_000));
    // 14:25:00.000: not yet; the first tick falls just after the whole minute.
    expect(a.result.current).toBe(Date.parse('2026-11-26T14:24:30Z'));
    act(() => void jest.advanceTimersByTime(5));
    expect(a.result.current).toBe(Date.parse('2026-11-26T14:25:00.005Z'));
    expect(b.result.current).toBe(a.result.current);
    act(() => void jest.advanceTimersByTime(60_000 * 10));
    expect(a.result.current).toBe(Date.parse('2026-11-26T14:35:00.005Z'));
    a.unmount();
    b.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ticks on the whole minutes since an anchor, so an age counted from a reading grows the moment it does', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T14:40:00Z') });
    const reading = '2026-11-26T14:10:37Z';
    const flags = renderHook(() => useMinuteClock(reading));
    const plain = renderHook(() => useMinuteClock());
    act(() => void jest.advanceTimersByTime(37_000));
    // 14:40:37.000 is exactly 30 minutes after the reading: not yet more than 30.
    expect(flags.result.current).toBe(Date.parse('2026-11-26T14:40:00Z'));
    act(() => void jest.advanceTimersByTime(5));
    expect(flags.result.current).toBe(Date.parse('2026-11-26T14:40:37.005Z'));
    // The whole-minute clock ticked on its own phase, just after 14:40:00, and not with the reading's.
    expect(plain.result.current).toBe(Date.parse('2026-11-26T14:40:00.005Z'));
    act(() => void jest.advanceTimersByTime(60_000));
    expect(flags.result.current).toBe(Date.parse('2026-11-26T14:41:37.005Z'));
    expect(plain.result.current).toBe(Date.parse('2026-11-26T14:41:00.005Z'));
    flags.unmount();
    plain.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("starts a screen opened long after the last tick on the time it opens, from its first frame", () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T15:40:10Z') });
    const drawn: number[] = [];
    const c = renderHook(() => {
      const time = useMinuteClock();
      drawn.push(time);
      return time;
    });
    expect(drawn[0]).toBe(Date.parse('2026-11-26T15:40:10Z'));
    c.unmount();
  });
});
