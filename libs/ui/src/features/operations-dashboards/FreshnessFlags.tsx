import { Tag } from '@blueprintjs/core';
import type { FreshnessFields } from '@portal/contracts';
import { formatDateTime } from '../../common/dates';
import { useMinuteClock } from '../../common/use-minute-clock';
import { ageText, freshnessFlags, freshnessNow } from './operations-dashboards.logic';

export interface FreshnessFlagsProps {
  value: FreshnessFields & { last_report: string | null };
  /** Show the last report's time before its age (gauges); tables show it in their own row. */
  withTime?: boolean;
  /** The newest reading in words ('63.6 °F'), shown first where the card's figure is of another time. */
  newest?: string;
}

/**
 * How far to trust the newest reading at a glance: when it was reported, how long ago, fresh / late / stale,
 * possibly stuck. The age and freshness follow the report's age minute by minute, so a logger that stops reporting turns
 * late and stale on an open page.
 */
export function FreshnessFlags({ value, withTime = false, newest }: FreshnessFlagsProps) {
  // Renewed just after each whole minute of the report's age: the moment its age grows, or it turns late or stale.
  const now = useMinuteClock(value.last_report);
  const current = freshnessNow(value, now);
  const age = ageText(current);
  return (
    <div className="portal-freshness">
      {newest && <span className="portal-freshness-newest">Newest reading: {newest}</span>}
      {withTime && value.last_report && <span>Last report: {formatDateTime(value.last_report)}</span>}
      {age && <span className="portal-freshness-age">{age}</span>}
      {freshnessFlags(current).map((flag) => (
        <Tag key={flag.label} minimal intent={flag.intent} title={flag.title}>
          {flag.label}
        </Tag>
      ))}
    </div>
  );
}
