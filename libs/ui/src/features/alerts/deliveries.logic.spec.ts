import type { AlertDelivery } from '@portal/contracts';
import { toCsv } from '../../common/csv';
import { attemptsText, DELIVERY_COLUMNS, DELIVERY_CSV_COLUMNS, deliveryStatusText } from './deliveries.logic';

const delivery: AlertDelivery = {
  delivery_id: '2f0c7f4e-5c1e-4c36-9a57-0b8f4c6b1a11',
  alert_request_ndx: 1,
  alert_event_ndx: 7,
  fired_at: '2026-11-26T07:17:50Z',
  event_kind: 'fired',
  recipient: 'alex@example.org',
  recipient_name: 'Alex Moreno',
  channel: 'email',
  status: 'sent',
  sent_at: '2026-11-26T07:18:40Z',
  subject: 'Stagecoach Reservoir Outlet: Water temperature 49.18 °F is above 47 °F',
  message: 'Line one\nLine two',
  attempts: [
    { attempted_at: '2026-11-26T07:17:51Z', outcome: 'failed', detail: '451 Try again later' },
    { attempted_at: '2026-11-26T07:18:40Z', outcome: 'sent', detail: '250 OK' },
  ],
};

describe('delivery history', () => {
  it('reads each try and the outcome in words', () => {
    expect(deliveryStatusText(delivery)).toBe('Sent');
    expect(deliveryStatusText({ status: 'failed' })).toBe('Gave up');
    expect(attemptsText(delivery)).toBe('Nov 26 2026, 12:17 AM failed: 451 Try again later; Nov 26 2026, 12:18 AM sent: 250 OK');
  });

  it('writes the table columns and then every try and the message to the CSV', () => {
    const [header, line] = toCsv([delivery], DELIVERY_CSV_COLUMNS).split('\r\n');
    expect(header).toBe(`${DELIVERY_COLUMNS.map((c) => c.header).join(',')},Attempt Details,Message`);
    expect(line).toContain('Alex Moreno <alex@example.org>,E-mail,Sent');
    expect(toCsv([delivery], DELIVERY_CSV_COLUMNS)).toContain('"Line one\nLine two"');
  });
});
