import { AnchorButton, Callout, H1 } from '@blueprintjs/core';
import { useLiveUpdates } from '@portal/api-client';
import { PRODUCT_NAME } from '../../common/constants';
import { HomeScreenButton } from '../../components/home-screen/HomeScreenButton';
import { YAMCOLO_OPERATIONS_PATH } from '../../paths';
import {
  CARD_TITLES, CONTROLS_SITE, DISSOLVED_OXYGEN_SCALE, MINIMUM_RIVER_FLOW_NOTE, TEMPERATURE_SCALE, YAMCOLO_TITLE,
} from './operations-dashboards.constants';
import { NotesCard } from './GaugeCard';
import { SevenDayChart } from './SevenDayChart';
import { StatsTables } from './StatsTables';
import { BatteryCard, MinimumsPairCard, PercentFullCard } from './WidgetCards';
import './operations-dashboards.css';

/** The Yamcolo reservoir's operations dashboard: live gauges, the operator day's statistics and the last week's temperatures. */
export default function YamcoloDashboardPage() {
  useLiveUpdates();
  return (
    <>
      <title>{`${YAMCOLO_TITLE} | ${PRODUCT_NAME}`}</title>
      <div className="portal-ops-header">
        <H1 className="portal-page-title">{YAMCOLO_TITLE}</H1>
        <HomeScreenButton path={YAMCOLO_OPERATIONS_PATH} />
        {/* It leaves the portal for another site: a link, styled as a button. */}
        <AnchorButton role="link" icon="share" href={CONTROLS_SITE.url} target="_blank" rel="noopener noreferrer" text={CONTROLS_SITE.text} />
      </div>
      <div className="portal-ops-cards">
        <PercentFullCard reservoir="yamcolo" routeName="postDashboardYamcoloWidgetsWaterElevation" />
        <MinimumsPairCard
          reservoir="yamcolo"
          routeName="postDashboardYamcoloWidgetsTemp"
          title={CARD_TITLES.sensorTemperature}
          scale={TEMPERATURE_SCALE}
        />
        <BatteryCard />
        <MinimumsPairCard
          reservoir="yamcolo"
          routeName="postDashboardYamcoloWidgetsDissolvedOxygen"
          title={CARD_TITLES.dissolvedOxygen}
          scale={DISSOLVED_OXYGEN_SCALE}
        />
        <NotesCard />
      </div>
      <StatsTables routeName="getDashboardYamcoloStats" />
      <Callout className="portal-ops-note" icon="info-sign">{MINIMUM_RIVER_FLOW_NOTE}</Callout>
      <SevenDayChart />
    </>
  );
}
