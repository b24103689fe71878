import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlertsConfig } from '../../config/config';
import { AlertSender, channelFor, phoneNumberOf } from './alert-channels';
import type { PendingDelivery } from './alert-engine.queries';

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

describe('the HTTP SMS channel', () => {
  // A real HTTP server on loopback stands for the SMS API: what it receives is what the provider would.
  let server: Server;
  let url: string;
  const seen: { headers: IncomingMessage['headers']; body: string }[] = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(status === 200 ? '{"sid":"SM1"}' : '{"error":"busy"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    status = 200;
  });

  const delivery: PendingDelivery = {
    delivery_id: '7d3c1f4e-0b8a-4d7e-9d3e-2f1a6b5c4d3e', alert_request_ndx: 4, recipient: '9705550123@vtext.com', channel: 'sms-http',
    status: 'pending', subject: 'Yamcolo: battery low', message: 'Long message', sms_message: 'Yamcolo battery 11.9 V < 12 V', attempts: 0,
  };

  it('posts a JSON webhook with the number, the short text and a bearer token', async () => {
    const sender = new AlertSender({ ...base, smsHttp: { url, kind: 'json', password: 'hook-secret', from: 'UYWCD' } });
    await expect(sender.send(delivery)).resolves.toBe('200 {"sid":"SM1"}');
    expect(seen[0].headers.authorization).toBe('Bearer hook-secret');
    expect(JSON.parse(seen[0].body)).toEqual({
      to: '+19705550123', from: 'UYWCD', message: 'Yamcolo battery 11.9 V < 12 V', subject: 'Yamcolo: battery low',
      alert_request_ndx: 4, delivery_id: delivery.delivery_id,
    });
  });

  it('posts a Twilio-style form with basic authentication, and fails a try the API refuses', async () => {
    const sender = new AlertSender({ ...base, smsHttp: { url, kind: 'twilio', user: 'AC1', password: 'token', from: '+19705550000' } });
    await sender.send(delivery);
    expect(seen[0].headers.authorization).toBe(`Basic ${Buffer.from('AC1:token').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(seen[0].body))).toEqual({ To: '+19705550123', From: '+19705550000', Body: 'Yamcolo battery 11.9 V < 12 V' });
    status = 503;
    await expect(sender.send(delivery)).rejects.toThrow('The SMS API answered 503: {"error":"busy"}');
  });
});
