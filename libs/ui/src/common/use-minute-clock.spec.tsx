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
    // 14:25:00: not yet; 14:25:01 is the first tick after the whole minute.
    expect(a.result.current).toBe(Date.parse('2026-11-26T14:24:30Z'));
    act(() => void jest.advanceTimersByTime(1_000));
    expect(a.result.current).toBe(Date.parse('2026-11-26T14:25:01Z'));
    expect(b.result.current).toBe(a.result.current);
    act(() => void jest.advanceTimersByTime(60_000 * 10));
    expect(a.result.current).toBe(Date.parse('2026-11-26T14:35:01Z'));
    a.unmount();
    b.unmount();
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
