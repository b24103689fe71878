import type { AlertChannel } from '@portal/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AlertsConfig } from '../../config/config';
import type { AlertRecipient, PendingDelivery } from './alert-engine.queries';

/**
 * How a recipient gets a message:
 * - a contact who receives text messages, when an HTTP SMS API is configured: 'sms-http' to the number of their
 *   gateway address (the part before the @), for districts whose carriers no longer relay e-mail;
 * - a contact who receives text messages at a carrier's e-mail gateway: 'sms-gateway', the short text by SMTP;
 * - anyone else: 'email';
 * - with no mail server configured, what would go by SMTP goes to the in-product outbox ('outbox').
 */
export function channelFor(recipient: AlertRecipient, config: AlertsConfig): AlertChannel {
  if (recipient.send_sms && config.smsHttp && phoneNumberOf(recipient.contact_address)) return 'sms-http';
  if (!config.smtpUrl) return 'outbox';
  return recipient.send_sms && recipient.is_sms_gateway ? 'sms-gateway' : 'email';
}

/** The phone number of a gateway address ('9705550123@vtext.com'), in E.164 for ten-digit US numbers; null if none. */
export function phoneNumberOf(address: string): string | null {
  const digits = address.split('@')[0].replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(digits)) return null;
  if (digits.startsWith('+')) return digits;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return digits;
}

/** What a successful send says about itself, for the delivery history. */
export type SendReceipt = string;

/**
 * Sends deliveries over their channel. Mail goes through one pooled SMTP transport; every message carries a
 * Message-ID made from its delivery id, so the one unavoidable repeat (the server accepted it, and this backend
 * died before recording that) is recognisable as the same message.
 */
export class AlertSender {
  private transport: Transporter | undefined;

  constructor(private readonly config: AlertsConfig) {}

  async send(delivery: PendingDelivery): Promise<SendReceipt> {
    switch (delivery.channel) {
      case 'outbox':
        return 'Kept in the Alert deliveries outbox (no mail server is configured).';
      case 'sms-http':
        return this.sendSmsHttp(delivery);
      case 'sms-gateway':
        return this.sendMail(delivery, delivery.sms_message, delivery.sms_message);
      default:
        return this.sendMail(delivery, delivery.subject, delivery.message);
    }
  }

  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }

  private async sendMail(delivery: PendingDelivery, subject: string, text: string): Promise<SendReceipt> {
    if (!this.config.smtpUrl) throw new Error('No mail server is configured (SMTP_URL).');
    const timeoutMs = this.config.timeoutSeconds * 1000;
    this.transport ??= nodemailer.createTransport(this.config.smtpUrl, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: delivery.recipient,
      subject,
      text,
      messageId: `<${delivery.delivery_id}@alerts.basin-water-portal>`,
    });
    return String(info.response ?? 'accepted');
  }

  private async sendSmsHttp(delivery: PendingDelivery): Promise<SendReceipt> {
    const sms = this.config.smsHttp;
    const to = phoneNumberOf(delivery.recipient);
    if (!sms || !to) throw new Error('No SMS API is configured, or the address has no phone number.');
    const headers: Record<string, string> = {};
    if (sms.user && sms.password) headers.Authorization = `Basic ${Buffer.from(`${sms.user}:${sms.password}`).toString('base64')}`;
    else if (sms.password) headers.Authorization = `Bearer ${sms.password}`;
    let body: string;
    if (sms.kind === 'twilio') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams({ To: to, From: sms.from ?? '', Body: delivery.sms_message }).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({
        to,
        from: sms.from ?? null,
        message: delivery.sms_message,
        subject: delivery.subject,
        alert_request_ndx: delivery.alert_request_ndx,
        delivery_id: delivery.delivery_id,
      });
    }
    const answer = await fetch(sms.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(this.config.timeoutSeconds * 1000) });
    const text = (await answer.text()).slice(0, 500);
    if (!answer.ok) throw new Error(`The SMS API answered ${answer.status}: ${text}`);
    return `${answer.status} ${text}`.trim();
  }
}
