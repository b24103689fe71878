import { Card, Classes, H1, H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { stationsPath } from '../../paths';
import { STATIONS_TITLE } from '../stations/stations.constants';
import { PRODUCT_NAME } from './shell.constants';

/** A plain start page until the landing page of §1 (hero, usage categories, sponsors) is built. */
export function HomePage() {
  return (
    <>
      <title>{PRODUCT_NAME}</title>
      <H1 className="portal-page-title">{PRODUCT_NAME}</H1>
      <p className={Classes.RUNNING_TEXT}>
        Monitoring data of the Yampa River basin, published by the river basin conservancy district.
      </p>
      <Card className="portal-home-card">
        <H2>{STATIONS_TITLE}</H2>
        <p className={Classes.RUNNING_TEXT}>
          Which locations are monitored for which parameters, by basin region, with each period of record.
        </p>
        <Link to={stationsPath()} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          Open the stations table
        </Link>
      </Card>
      <p className={Classes.TEXT_MUTED}>More tools will appear here as they are added to the portal.</p>
    </>
  );
}
