import { H1 } from '@blueprintjs/core';
import { useGetAlertDeliveriesQuery } from '@portal/api-client';
import { PRODUCT_NAME } from '../../common/constants';
import { errorMessage } from '../../common/error-message';
import { errorOccurredText } from '../../common/messages';
import { ALERT_DELIVERIES_TITLE } from './alerts.constants';
import { DeliveriesTable } from './DeliveriesTable';
import './alerts.css';

/** New deliveries appear while the page is open. */
const REFRESH_MS = 30_000;

/**
 * Alert Deliveries: every message the alerts sent, newest first, to whom, by which channel, and each try's
 * outcome. Without a mail server this is the outbox where the messages are kept, so the alerts can be read here.
 */
export default function AlertDeliveriesPage() {
  const deliveries = useGetAlertDeliveriesQuery(undefined, { pollingInterval: REFRESH_MS });
  return (
    <>
      <title>{`${ALERT_DELIVERIES_TITLE} | ${PRODUCT_NAME}`}</title>
      <H1 className="portal-page-title">{ALERT_DELIVERIES_TITLE}</H1>
      <p className="portal-alerts-intro">
        The newest 500 messages of every alert. A message with the channel “Outbox” was kept here because no mail server
        is configured (SMTP_URL); with one, messages go out by e-mail and text.
      </p>
      <DeliveriesTable
        label={ALERT_DELIVERIES_TITLE}
        rows={deliveries.data}
        errorText={deliveries.error && !deliveries.data ? errorOccurredText(errorMessage(deliveries.error)) : null}
      />
    </>
  );
}
