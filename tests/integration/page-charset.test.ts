import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

// HTML wants the page's character encoding declared within its first 1024 bytes: the inlined
// stylesheet (docs/decisions/031) came first and put `<meta charSet>` past byte 57,000, which the Nu
// checker reports on every page. The server now writes its head after the router's charset.
// Pages are served by the built client (`npm test` builds it first).

const { t } = useTestApp({ client: 'dist' });

describe('the character encoding', () => {
  it.each(['/', '/exhibitions', '/exhibitions/1', '/search?q=brain', '/admin-login', '/no-such-page'])(
    '%s declares it once, within the first 1024 bytes',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const bytes = Buffer.from(res.body, 'utf8');
      const at = bytes.indexOf('<meta charSet="utf-8"');
      expect(at).toBeGreaterThan(-1);
      expect(at + 64).toBeLessThan(1024);
      expect(res.body.match(/<meta charSet=/gi)).toHaveLength(1);
    },
  );
});
