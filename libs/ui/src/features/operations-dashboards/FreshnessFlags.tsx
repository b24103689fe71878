import { Tag } from '@blueprintjs/core';
import type { FreshnessFields } from '@portal/contracts';
import { formatDateTime } from '../../common/dates';
import { ageText, freshnessFlags } from './operations-dashboards.logic';

export interface FreshnessFlagsProps {
  value: FreshnessFields & { last_report: string | null };
  /** Show the last report's time before its age (gauges); tables show it in their own row. */
  withTime?: boolean;
}

/** How far to trust a value at a glance: when it was reported, how long ago, fresh / late / stale, possibly stuck. */
export function FreshnessFlags({ value, withTime = false }: FreshnessFlagsProps) {
  const age = ageText(value);
  return (
    <div className="portal-freshness">
      {withTime && value.last_report && <span>Last report: {formatDateTime(value.last_report)}</span>}
      {age && <span className="portal-freshness-age">{age}</span>}
      {freshnessFlags(value).map((flag) => (
        <Tag key={flag.label} minimal intent={flag.intent} title={flag.title}>
          {flag.label}
        </Tag>
      ))}
    </div>
  );
}
