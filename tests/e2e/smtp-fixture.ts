import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { test as base, perWorker } from './fixtures';

/**
 * The e2e `test` for files that read the letters the site sends: each worker starts a real SMTP server
 * on a random local port (the `smtp` fixture), and the file's server sends through it.
 */
export const test = base.extend<object, { smtp: TestSmtpServer }>({
  smtp: perWorker(startSmtpServer),
  appEnv: async ({ smtp }, use) => {
    await use({ SMTP_URL: smtp.url, MAIL_FROM: 'The Brain Appreciation Club <club@club.example>' });
  },
});
