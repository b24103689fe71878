import { Card, Classes, H3, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { type StatsRoute, useDashboardStatsQuery } from '@portal/api-client';
import type { DashboardStatsRow } from '@portal/contracts';
import { formatDateTime, formatWindow, formatWindowInstant } from '../../common/dates';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText, MESSAGES } from '../../common/messages';
import { FreshnessFlags } from './FreshnessFlags';
import { STATS_ROW_LABELS, STATS_TABLE_SUBTITLES } from './operations-dashboards.constants';
import { formatValue, groupStatsTables, type StatsTable } from './operations-dashboards.logic';
import { NO_CACHE } from './use-dashboard-widgets';
import { TableScroll } from '../../components/TableScroll';

/**
 * The value rows of a statistics table, top to bottom: the label, the value of a column, and the time the row's
 * figures are of (the same for every column), so an operator at 01:30 sees that the 24-hour rows are yesterday's.
 */
const VALUE_ROWS: readonly [string, (c: DashboardStatsRow) => number | null, ((c: DashboardStatsRow) => string) | null][] = [
  [STATS_ROW_LABELS.lastValue, (c) => c.value_last_report, null],
  [STATS_ROW_LABELS.fiveAm, (c) => c.value_5am_today, (c) => formatWindowInstant(c.window_24hr_end)],
  [STATS_ROW_LABELS.avg, (c) => c.avg_24hour, (c) => formatWindow(c.window_24hr_start, c.window_24hr_end)],
  [STATS_ROW_LABELS.high, (c) => c.max_24hour, (c) => formatWindow(c.window_24hr_start, c.window_24hr_end)],
  [STATS_ROW_LABELS.low, (c) => c.min_24hour, (c) => formatWindow(c.window_24hr_start, c.window_24hr_end)],
];

function StatsTableCard({ table }: { table: StatsTable }) {
  const subtitle = STATS_TABLE_SUBTITLES[table.name];
  return (
    <Card className="portal-ops-card portal-ops-stats" role="region" aria-label={table.name}>
      <H3 className="portal-ops-card-title">{table.name}</H3>
      {/* Blueprint's muted text keeps 4.5:1 in both themes (a fixed grey fell short on white and on dark). */}
      {subtitle && <p className={Classes.TEXT_MUTED}>{subtitle}</p>}
      <TableScroll label={table.name}>
        <HTMLTable className="portal-table" aria-label={table.name} bordered compact striped>
          <thead>
            <tr>
              <td />
              {table.columns.map((c) => (
                <th key={c.location_display_label} scope="col">{c.location_display_label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {VALUE_ROWS.map(([label, valueOf, windowOf]) => (
              <tr key={label}>
                <th scope="row">
                  {label}
                  {windowOf && <span className="portal-ops-window">{windowOf(table.columns[0])}</span>}
                </th>
                {table.columns.map((c) => (
                  <td key={c.location_display_label}>{formatValue(valueOf(c))}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{STATS_ROW_LABELS.lastReports}</th>
              {table.columns.map((c) => (
                <td key={c.location_display_label}>
                  {formatDateTime(c.last_report)}
                  <FreshnessFlags value={c} />
                </td>
              ))}
            </tr>
          </tbody>
        </HTMLTable>
      </TableScroll>
    </Card>
  );
}

/** One table per statistics table of a dashboard: columns are locations, rows the operator day's figures. */
export function StatsTables({ routeName }: { routeName: StatsRoute }) {
  const { data, isError, error } = useDashboardStatsQuery(routeName, NO_CACHE);
  if (!data && isError) return <NonIdealState icon="error" title={errorOccurredText(error ? errorMessage(error) : MESSAGES.errorLoadingData)} />;
  if (!data) return <NonIdealState icon="time" title={MESSAGES.loading} />;
  if (!data.length) return <NonIdealState icon="th" title={MESSAGES.noRecords} />;
  return (
    <div className="portal-ops-stats-tables">
      {groupStatsTables(data).map((table) => (
        <StatsTableCard key={table.num} table={table} />
      ))}
    </div>
  );
}
