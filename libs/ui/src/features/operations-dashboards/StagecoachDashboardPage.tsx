import { H1 } from '@blueprintjs/core';
import { useLiveUpdates } from '@portal/api-client';
import { PRODUCT_NAME } from '../../common/constants';
import { HomeScreenButton } from '../../components/home-screen/HomeScreenButton';
import { STAGECOACH_OPERATIONS_PATH } from '../../paths';
import { CARD_TITLES, DISSOLVED_OXYGEN_SCALE, STAGECOACH_TITLE, TEMPERATURE_SCALE } from './operations-dashboards.constants';
import { NotesCard } from './GaugeCard';
import { StatsTables } from './StatsTables';
import { ExtremeCard, PercentFullCard } from './WidgetCards';
import './operations-dashboards.css';

/** The Stagecoach reservoir's dashboard: storage, the outlet's temperature and oxygen, and the operator day's statistics. */
export default function StagecoachDashboardPage() {
  useLiveUpdates();
  return (
    <>
      <title>{`${STAGECOACH_TITLE} | ${PRODUCT_NAME}`}</title>
      <div className="portal-ops-header">
        <H1 className="portal-page-title">{STAGECOACH_TITLE}</H1>
        <HomeScreenButton path={STAGECOACH_OPERATIONS_PATH} />
      </div>
      <div className="portal-ops-cards">
        <PercentFullCard reservoir="stagecoach" routeName="postDashboardStagecoachWidgetsWaterElevation" />
        <ExtremeCard
          reservoir="stagecoach"
          routeName="postDashboardStagecoachWidgetsTemp"
          title={CARD_TITLES.outletTemperature}
          figure="max_24hr"
          scale={TEMPERATURE_SCALE}
          temperatureRule
        />
        <ExtremeCard
          reservoir="stagecoach"
          routeName="postDashboardStagecoachWidgetsDissolvedOxygen"
          title={CARD_TITLES.dissolvedOxygenMinimums}
          figure="min_24hr"
          scale={DISSOLVED_OXYGEN_SCALE}
        />
        <NotesCard />
      </div>
      <StatsTables routeName="getDashboardStagecoachStats" />
    </>
  );
}
