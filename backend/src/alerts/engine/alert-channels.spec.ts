import type { AlertsConfig } from '../../config/config';
import { channelFor, phoneNumberOf } from './alert-channels';

const base: AlertsConfig = { engine: true, mailFrom: 'a@b.c', maxAttempts: 3, retrySeconds: 1, timeoutSeconds: 5 };
const person = { contact_address: 'ann@example.org', contact_name: 'Ann', send_sms: false, is_sms_gateway: false };
const phone = { contact_address: '9705550123@vtext.com', contact_name: 'Bo', send_sms: true, is_sms_gateway: true };

describe('channelFor', () => {
  it('sends by e-mail, or to the carrier gateway for text-message contacts, when a mail server is configured', () => {
    const smtp = { ...base, smtpUrl: 'smtp://127.0.0.1:2525' };
    expect(channelFor(person, smtp)).toBe('email');
    expect(channelFor(phone, smtp)).toBe('sms-gateway');
    expect(channelFor({ ...phone, is_sms_gateway: false }, smtp)).toBe('email');
  });

  it('keeps messages in the in-product outbox without a mail server', () => {
    expect(channelFor(person, base)).toBe('outbox');
    expect(channelFor(phone, base)).toBe('outbox');
  });

  it('uses the HTTP SMS API for text-message contacts when one is configured', () => {
    const http = { ...base, smsHttp: { url: 'https://sms.example/send', kind: 'json' as const } };
    expect(channelFor(phone, http)).toBe('sms-http');
    expect(channelFor(person, http)).toBe('outbox');
  });
});

describe('phoneNumberOf', () => {
  it('reads the number of a gateway address, in E.164 for US numbers', () => {
    expect(phoneNumberOf('9705550123@vtext.com')).toBe('+19705550123');
    expect(phoneNumberOf('19705550123@vtext.com')).toBe('+19705550123');
    expect(phoneNumberOf('5550123@vtext.com')).toBe('5550123');
    expect(phoneNumberOf('ann@example.org')).toBeNull();
  });
});
