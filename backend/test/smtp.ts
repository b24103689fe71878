import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the test mail server accepted. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with folded headers unfolded and a quoted-printable body decoded. */
  text: string;
  subject: string;
  messageId: string;
}

/**
 * A real SMTP server process for mail tests (the `smtp-server` package on a free loopback port). It can refuse
 * the next messages (a 451 after DATA, as a busy server does) or hold them without answering, to test retries
 * and a backend dying in the middle of a send.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Messages refused so far. */
  refused = 0;
  private refuseCount = 0;
  private holding = false;
  /** Messages held without an answer: releasing them refuses them. */
  private readonly held: (() => void)[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.holding) {
            // Not answered until released, then refused: the message was never accepted.
            this.held.push(() => callback(Object.assign(new Error('Shutting down'), { responseCode: 421 })));
            return;
          }
          if (this.refuseCount > 0) {
            this.refuseCount -= 1;
            this.refused += 1;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const text = readable(raw);
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            text,
            subject: /^Subject: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
            messageId: /^Message-ID: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuseNext(count: number): void {
    this.refuseCount = count;
  }

  /** Holds every message from now on without answering. */
  hold(): void {
    this.holding = true;
  }

  get heldCount(): number {
    return this.held.length;
  }

  /** Refuses the held messages and accepts again. */
  release(): void {
    this.holding = false;
    for (const drop of this.held.splice(0)) drop();
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  close(): Promise<void> {
    this.release();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Unfolds header lines and decodes quoted-printable soft breaks and bytes, enough to read a plain-text message. */
function readable(raw: string): string {
  const [head, ...body] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  let text = body.join('\n\n');
  if (/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) {
    text = Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  }
  return `${headers}\n\n${text}`;
}
