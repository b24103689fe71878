import { Tag } from '@blueprintjs/core';
import type { ExtremesRoute, OperationsReservoir, WaterElevationRoute } from '@portal/api-client';
import type { ExtremesWidgetRow } from '@portal/contracts';
import { formatWindow } from '../../common/dates';
import { Gauge } from '../../components/gauge';
import { FreshnessFlags } from './FreshnessFlags';
import { GaugeCard } from './GaugeCard';
import { CARD_TITLES, GAUGE_LABELS, type GaugeScale, PERCENT_GAUGE } from './operations-dashboards.constants';
import {
  BATTERY_VOLTS, batteryGaugePercent, formatValue, newestReadingText, temperatureWarning,
} from './operations-dashboards.logic';
import { useBattery, useExtremes, useWaterElevation } from './use-dashboard-widgets';

const BATTERY_SCALE_LABELS = [`${BATTERY_VOLTS.empty} V`, `${BATTERY_VOLTS.empty + BATTERY_VOLTS.span} V`] as const;

const valueText = (value: number | null, unit: string) => (value === null ? 'No data' : `${formatValue(value, 1)} ${unit}`);

/** Which operator days a gauge's figure covers ('Nov 25 05:00 - Nov 26 05:00'). */
function WindowLabel({ start, end }: { start: string; end: string }) {
  return <div className="portal-ops-window">{formatWindow(start, end)}</div>;
}

/** Reservoir % Full: the last reported storage. */
export function PercentFullCard({ reservoir, routeName }: { reservoir: OperationsReservoir; routeName: WaterElevationRoute }) {
  const { status, error, row } = useWaterElevation(reservoir, routeName);
  const percent = typeof row?.percent_full === 'number' ? row.percent_full * 100 : null;
  return (
    <GaugeCard title={CARD_TITLES.percentFull} status={status} error={error}>
      {row && (
        <figure className="portal-ops-gauge">
          <Gauge label={CARD_TITLES.percentFull} value={percent} {...PERCENT_GAUGE} valueText={percent === null ? 'Unavailable' : `${formatValue(percent, 1)} %`} />
          <FreshnessFlags value={row} withTime />
        </figure>
      )}
    </GaugeCard>
  );
}

interface ExtremesCardProps {
  reservoir: OperationsReservoir;
  routeName: ExtremesRoute;
  title: string;
  scale: GaugeScale;
}

/** A pair of gauges: the 24-hour and the 7-day minimum (sensor temperature, dissolved oxygen). */
export function MinimumsPairCard({ reservoir, routeName, title, scale }: ExtremesCardProps) {
  const { status, error, row } = useExtremes(reservoir, routeName);
  const gauge = (label: string, value: number | null, windowStart: string, windowEnd: string) => (
    <figure className="portal-ops-gauge" key={label}>
      <figcaption>{label}</figcaption>
      <Gauge label={`${title} ${label}`} value={value} {...scale} valueText={valueText(value, scale.unit)} />
      <WindowLabel start={windowStart} end={windowEnd} />
    </figure>
  );
  return (
    <GaugeCard title={title} status={status} error={error}>
      {row && [
        gauge(GAUGE_LABELS.min24, row.min_24hr, row.window_24hr_start, row.window_24hr_end),
        gauge(GAUGE_LABELS.min7, row.min_7day, row.window_7day_start, row.window_24hr_end),
      ]}
      {row && <FreshnessFlags value={row} withTime newest={newestReadingText(row.last_value, row.min_24hr, scale.unit)} />}
    </GaugeCard>
  );
}

interface ExtremeCardProps extends ExtremesCardProps {
  /** Which figure the gauge shows. */
  figure: keyof Pick<ExtremesWidgetRow, 'max_24hr' | 'min_24hr'>;
  /** Judge the value against the summer temperature limits. */
  temperatureRule?: boolean;
}

/** One gauge of a 24-hour figure (Stagecoach's outlet temperature maximum, dissolved oxygen minimum). */
export function ExtremeCard({ reservoir, routeName, title, scale, figure, temperatureRule = false }: ExtremeCardProps) {
  const { status, error, row } = useExtremes(reservoir, routeName);
  const value = row ? row[figure] : null;
  const warning = temperatureRule ? temperatureWarning(value, new Date()) : null;
  return (
    <GaugeCard title={title} status={status} error={error}>
      {row && (
        <figure className="portal-ops-gauge">
          <Gauge label={title} value={value} {...scale} valueText={valueText(value, scale.unit)} />
          <WindowLabel start={row.window_24hr_start} end={row.window_24hr_end} />
          {warning && <Tag large intent={warning.intent}>{warning.text}</Tag>}
          <FreshnessFlags value={row} withTime newest={newestReadingText(row.last_value, value, scale.unit)} />
        </figure>
      )}
    </GaugeCard>
  );
}

/** Battery 24-hour Minimums: one gauge per logger, (min_24hr - 10) / 4 of the scale. */
export function BatteryCard() {
  const { status, error, rows } = useBattery();
  return (
    <GaugeCard title={CARD_TITLES.battery} status={status} error={error}>
      {rows.map((row) => (
        <figure className="portal-ops-gauge" key={row.location_id}>
          <figcaption>{row.location_name}</figcaption>
          <Gauge
            label={`${CARD_TITLES.battery} ${row.location_name}`}
            value={batteryGaugePercent(row.min_24hr)}
            {...PERCENT_GAUGE}
            scaleLabels={BATTERY_SCALE_LABELS}
            valueText={valueText(row.min_24hr, 'V')}
          />
          <WindowLabel start={row.window_24hr_start} end={row.window_24hr_end} />
          <FreshnessFlags value={row} withTime newest={newestReadingText(row.result_value, row.min_24hr, 'V')} />
        </figure>
      ))}
    </GaugeCard>
  );
}
