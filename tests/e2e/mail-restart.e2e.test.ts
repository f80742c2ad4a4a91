import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from '~/server/db/sqlite-driver';
import { localServer, startServer } from '../helpers/server-process';
import { startSmtpServer } from '../helpers/smtp-server';

// The durable outbox across a kill -9 (docs/decisions/009-mail-outbox.md): the real server
// process, a real SMTP server, no browser.

test('a message queued before a kill -9 is sent after the restart, once, and never again once accepted', async () => {
  test.setTimeout(90_000);
  const smtp = await startSmtpServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-mail-'));
  const { base, env: where } = await localServer(dataDir);
  const env = {
    ...where,
    SEED: '0',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'The Brain Appreciation Club <club@club.example>',
  };
  const outbox = () => {
    const db = new SQLite(path.join(dataDir, 'club.sqlite'), { readonly: true });
    try {
      return db.prepare("select status, tries from mail_outbox where recipient = 'ada.kill@example.com'").all() as {
        status: string;
        tries: number;
      }[];
    } finally {
      db.close();
    }
  };
  const processes: ReturnType<typeof startServer>[] = [];
  const start = async () => {
    const server = startServer(env);
    processes.push(server);
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('is open at');
    return server;
  };

  try {
    // The SMTP server reads the message and never answers: the app is between queueing and a confirmed send.
    smtp.hang('ada.kill@example.com');
    const first = await start();
    const started = Date.now();
    const res = await fetch(`${base}/api/membership`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', email: 'ada.kill@example.com', message: 'Will this survive?' }),
    });
    expect(res.status).toBe(201);
    // The visitor's answer never waits for the mail server, which never answers: a wait would last
    // until the mail timeout (30 s and more). The bound leaves a busy 2-core machine room.
    expect(Date.now() - started).toBeLessThan(10_000);
    await smtp.hanging('ada.kill@example.com');
    expect(outbox()).toEqual([{ status: 'sending', tries: 1 }]);

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(smtp.to('ada.kill@example.com')).toHaveLength(0);

    // Restart on the same database: the interrupted message goes back to the queue and is sent.
    const second = await start();
    await expect.poll(() => smtp.to('ada.kill@example.com').length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => outbox()).toEqual([{ status: 'sent', tries: 2 }]);
    expect(second.output()).toContain('messages interrupted by a stop are queued again');
    // The acknowledgement itself: the club's fixed words and the letter's reference, never the visitor's (docs/decisions/029).
    expect(smtp.to('ada.kill@example.com')[0].mail.text).toMatch(/Reference: BAC-C-\d+/);
    expect(smtp.to('ada.kill@example.com')[0].mail.text).not.toContain('Will this survive?');

    // Accepted and marked sent: another kill -9 and restart send nothing more.
    second.child.kill('SIGKILL');
    await second.exited;
    const third = await start();
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to('ada.kill@example.com')).toHaveLength(1);
    expect(smtp.attempts.get('ada.kill@example.com')).toBe(2);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
  } finally {
    for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
