import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the server accepted: what the client said in the envelope, the raw bytes, and the parsed message. */
export type ReceivedMail = { from: string; to: string[]; raw: string; mail: ParsedMail };

export type TestSmtpServer = {
  /** `smtp://club:secret@127.0.0.1:PORT`: the app authenticates with these. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Every DATA the server read, accepted or not, per recipient address. */
  attempts: Map<string, number>;
  /** Refuse the next `times` messages to this recipient with a temporary failure (451). */
  refuse: (recipient: string, times: number) => void;
  /** Refuse this recipient for good (550 at RCPT TO), as a server does for an address that does not exist. */
  bounce: (recipient: string) => void;
  /** Read the next message to this recipient but never answer it: the sender waits until it dies. */
  hang: (recipient: string) => void;
  /** Resolves when a message to this recipient is being held by `hang`. */
  hanging: (recipient: string) => Promise<void>;
  /** The messages accepted for one recipient. */
  to: (recipient: string) => ReceivedMail[];
  close: () => Promise<void>;
};

export const SMTP_USER = 'club';
export const SMTP_PASSWORD = 'secret';

/**
 * A real SMTP server (the `smtp-server` package of the nodemailer project) on a random local
 * port, for the app's nodemailer transport to talk to: AUTH PLAIN/LOGIN with the credentials
 * above, no TLS (STARTTLS not offered). It can refuse or hold messages per recipient.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const refusals = new Map<string, number>();
  const hangs = new Set<string>();
  const bounces = new Set<string>();
  const hangWaiters = new Map<string, () => void>();
  const hanging = new Map<string, Promise<void>>();

  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disableReverseLookup: true,
    // Held connections are cut this soon after close().
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (bounces.has(address.address)) {
        return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        for (const address of to) attempts.set(address, (attempts.get(address) ?? 0) + 1);
        const held = to.find((a) => hangs.has(a));
        if (held) {
          hangs.delete(held);
          hangWaiters.get(held)?.();
          return; // never answered
        }
        const refused = to.find((a) => (refusals.get(a) ?? 0) > 0);
        if (refused) {
          refusals.set(refused, refusals.get(refused)! - 1);
          const error = Object.assign(new Error('Greylisted: please try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            received.push({ from, to, raw, mail });
            callback(null, `Message accepted as test-${received.length}`);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that dies mid-message (kill -9) is a connection error, not the test's.
  server.on('error', () => {});
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    port,
    received,
    attempts,
    refuse: (recipient, times) => void refusals.set(recipient, times),
    bounce: (recipient) => void bounces.add(recipient),
    hang: (recipient) => {
      hangs.add(recipient);
      hanging.set(recipient, new Promise<void>((resolve) => hangWaiters.set(recipient, resolve)));
    },
    hanging: (recipient) => hanging.get(recipient) ?? Promise.reject(new Error(`hang(${recipient}) was not called`)),
    to: (recipient) => received.filter((m) => m.to.includes(recipient)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
