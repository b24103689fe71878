/**
 * When an alert fires: the rules of the alert engine as pure functions, so each is tested on its own.
 *
 * - Conditions: 'above' (the latest value is above the trigger value), 'below' (below it), 'stale' (no value for
 *   more than trigger_value hours; a series that never reported is stale too). Above and below need a value.
 * - An alert fires when its condition holds and it is not quiet: after a send it stays quiet for reset_hours.
 *   While the condition keeps holding it fires again ('repeat') each time reset_hours have passed; with
 *   reset_hours 0 it never repeats and fires again only after the condition cleared and returned.
 * - A condition that returns while the alert is still quiet fires when the quiet period ends.
 * - An acknowledged alert does not fire again until its condition has cleared.
 */

export type AlertCondition = 'above' | 'below' | 'stale';
export type StoredAlertState = 'normal' | 'firing' | 'acknowledged';

export interface LatestReading {
  value: number | null;
  at: Date;
}

export function conditionHolds(condition: AlertCondition, trigger: number, latest: LatestReading | null, now: Date): boolean {
  if (condition === 'stale') return !latest || now.getTime() - latest.at.getTime() > trigger * 3_600_000;
  if (!latest || latest.value === null) return false;
  return condition === 'above' ? latest.value > trigger : latest.value < trigger;
}

export interface AlertEngineState {
  state: StoredAlertState;
  conditionSince: Date | null;
  quietUntil: Date | null;
}

export interface AlertDecision {
  /** 'fired': the condition began (or returned); 'repeat': it still holds after reset_hours; null: send nothing. */
  fire: 'fired' | 'repeat' | null;
  next: AlertEngineState;
}

export function decideAlert(current: AlertEngineState, holds: boolean, resetHours: number, now: Date): AlertDecision {
  if (!holds) return { fire: null, next: { state: 'normal', conditionSince: null, quietUntil: current.quietUntil } };
  const conditionSince = current.conditionSince ?? now;
  if (current.state === 'acknowledged') return { fire: null, next: { ...current, conditionSince } };
  const quiet = current.quietUntil !== null && now < current.quietUntil;
  const quietUntil = resetHours > 0 ? new Date(now.getTime() + resetHours * 3_600_000) : null;
  if (current.state === 'normal') {
    if (quiet) return { fire: null, next: { ...current, conditionSince } };
    return { fire: 'fired', next: { state: 'firing', conditionSince, quietUntil } };
  }
  // Firing: repeat only with reset hours, once they have passed.
  if (resetHours > 0 && !quiet) return { fire: 'repeat', next: { state: 'firing', conditionSince, quietUntil } };
  return { fire: null, next: { ...current, conditionSince } };
}
