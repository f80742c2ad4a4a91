import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '~/server/config';
import { useAdminTestApp } from './admin-session';
import { startSmtpServer, type TestSmtpServer } from './smtp-server';
import type { Lazy } from './test-app';

/** The club's sender in the tests that read its letters at a real SMTP server. */
export const CLUB_MAIL_FROM = 'The Brain Appreciation Club <club@club.example>';

/**
 * A test file's own real SMTP server and an app sending to it as the club (useAdminTestApp, with
 * a signed-in administrator; `env` over the mail settings): the server starts before the app and
 * closes after it. `smtp()` reads the server once started.
 */
export function useSmtpAdminTestApp(overrides: Lazy<Partial<AppConfig>> = {}, env: Record<string, string> = {}) {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  // Registered before the app's hooks, so it runs after the app has closed (Vitest runs afterAll hooks in reverse).
  afterAll(() => server?.close());
  const smtp = (): TestSmtpServer => {
    if (!server) throw new Error('the SMTP server starts in beforeAll');
    return server;
  };
  const made = useAdminTestApp(overrides, () => ({ SMTP_URL: smtp().url, MAIL_FROM: CLUB_MAIL_FROM, ...env }));
  return { ...made, smtp };
}
