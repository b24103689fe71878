import { Card, H3, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { errorOccurredText, MESSAGES } from '../../common/messages';
import { CARD_TITLES, NOTES_TEXT } from './operations-dashboards.constants';

export type WidgetStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface GaugeCardProps {
  title: string;
  status: WidgetStatus;
  /** The failed call's message. */
  error?: string;
  children?: ReactNode;
}

/** A dashboard card: its title, and its gauges once they have an answer (a loading, failed or empty state before). */
export function GaugeCard({ title, status, error, children }: GaugeCardProps) {
  return (
    <Card className="portal-ops-card" aria-label={title} role="region" aria-busy={status === 'loading'}>
      <H3 className="portal-ops-card-title">{title}</H3>
      {status === 'loading' && <NonIdealState icon="time" title={MESSAGES.loading} />}
      {status === 'error' && <NonIdealState icon="error" title={errorOccurredText(error ?? MESSAGES.errorLoadingData)} />}
      {status === 'empty' && <NonIdealState icon="search" title={MESSAGES.noData} />}
      {status === 'ready' && <div className="portal-ops-gauges">{children}</div>}
    </Card>
  );
}

/** The Notes card: how the dashboards' 24-hour statistics are computed. */
export function NotesCard() {
  return (
    <Card className="portal-ops-card" role="region" aria-label={CARD_TITLES.notes}>
      <H3 className="portal-ops-card-title">{CARD_TITLES.notes}</H3>
      <p>{NOTES_TEXT}</p>
    </Card>
  );
}
