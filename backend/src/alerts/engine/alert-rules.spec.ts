import { conditionHolds, decideAlert, type AlertEngineState } from './alert-rules';

const T0 = new Date('2026-07-01T12:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);
const normal: AlertEngineState = { state: 'normal', conditionSince: null, quietUntil: null };

describe('conditionHolds', () => {
  it('above and below compare the latest value with the trigger, strictly', () => {
    expect(conditionHolds('above', 60, { value: 60.1, at: T0 }, T0)).toBe(true);
    expect(conditionHolds('above', 60, { value: 60, at: T0 }, T0)).toBe(false);
    expect(conditionHolds('below', 8, { value: 7.9, at: T0 }, T0)).toBe(true);
    expect(conditionHolds('below', 8, { value: 8, at: T0 }, T0)).toBe(false);
  });

  it('above and below need a value', () => {
    expect(conditionHolds('above', 60, null, T0)).toBe(false);
    expect(conditionHolds('below', 60, { value: null, at: T0 }, T0)).toBe(false);
  });

  it('stale holds once more than trigger hours passed since the last value, or when there was never one', () => {
    expect(conditionHolds('stale', 2, { value: 1, at: T0 }, hours(2))).toBe(false);
    expect(conditionHolds('stale', 2, { value: 1, at: T0 }, hours(2.01))).toBe(true);
    expect(conditionHolds('stale', 2, null, T0)).toBe(true);
  });
});

describe('decideAlert', () => {
  it('fires once when the condition begins, then stays quiet for the reset hours', () => {
    const first = decideAlert(normal, true, 6, T0);
    expect(first.fire).toBe('fired');
    expect(first.next).toEqual({ state: 'firing', conditionSince: T0, quietUntil: hours(6) });
    expect(decideAlert(first.next, true, 6, hours(1)).fire).toBeNull();
    expect(decideAlert(first.next, true, 6, hours(5.99)).fire).toBeNull();
  });

  it('repeats after the reset hours while the condition still holds', () => {
    const first = decideAlert(normal, true, 6, T0).next;
    const repeat = decideAlert(first, true, 6, hours(6));
    expect(repeat.fire).toBe('repeat');
    expect(repeat.next.quietUntil).toEqual(hours(12));
    expect(repeat.next.conditionSince).toEqual(T0);
  });

  it('with reset hours 0 never repeats, and fires again only after the condition cleared and returned', () => {
    const first = decideAlert(normal, true, 0, T0).next;
    expect(first.quietUntil).toBeNull();
    expect(decideAlert(first, true, 0, hours(100)).fire).toBeNull();
    const cleared = decideAlert(first, false, 0, hours(1)).next;
    expect(cleared.state).toBe('normal');
    expect(decideAlert(cleared, true, 0, hours(2)).fire).toBe('fired');
  });

  it('a condition that returns inside the quiet period fires when it ends', () => {
    const first = decideAlert(normal, true, 6, T0).next;
    const cleared = decideAlert(first, false, 6, hours(1)).next;
    expect(cleared.quietUntil).toEqual(hours(6));
    const back = decideAlert(cleared, true, 6, hours(2));
    expect(back.fire).toBeNull();
    expect(back.next.conditionSince).toEqual(hours(2));
    expect(decideAlert(back.next, true, 6, hours(6)).fire).toBe('fired');
  });

  it('an acknowledged alert stays silent until the condition clears', () => {
    const acknowledged: AlertEngineState = { ...decideAlert(normal, true, 1, T0).next, state: 'acknowledged' };
    expect(decideAlert(acknowledged, true, 1, hours(50)).fire).toBeNull();
    expect(decideAlert(acknowledged, true, 1, hours(50)).next.state).toBe('acknowledged');
    const cleared = decideAlert(acknowledged, false, 1, hours(51)).next;
    expect(cleared.state).toBe('normal');
    expect(decideAlert(cleared, true, 1, hours(52)).fire).toBe('fired');
  });
});
