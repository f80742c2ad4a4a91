import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

// Issue 38, item 7: the pages' Content-Security-Policy allowed every inline script found in the
// answer by its hash, so a script that reached a page (a stored field rendered raw, past the
// sanitiser) was allowed too. Now the policy allows the scripts the server itself writes, by a
// nonce made for each answer, and no inline event handler at all (`script-src-attr 'none'`)
// (docs/decisions/011, 038). Pages are served by the built client (`npm test` builds it first).

const { t, db } = useTestApp({ client: 'dist' });

/** The sources a directive of the policy lists, or null when the policy has no such directive. */
function directive(policy: string, name: string): string[] | null {
  for (const part of policy.split(';')) {
    const [head, ...sources] = part.trim().split(/\s+/);
    if (head === name) return sources;
  }
  return null;
}

type InlineScript = { attrs: string; body: string };

/** The inline scripts a browser would run: no src, and no data type (JSON). */
function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .map(([, attrs = '', body = '']) => ({ attrs, body }))
    .filter(({ attrs, body }) => !/\ssrc=/.test(attrs) && !/type="(application\/(ld\+)?json|text\/x-deferred)"/.test(attrs) && body !== '');
}

/** Whether `script-src` lets a browser run this inline script (CSP level 3: nonce, hash, or unsafe-inline alone). */
function allowed(script: InlineScript, scriptSrc: string[]): boolean {
  const nonce = /\snonce="([^"]*)"/.exec(script.attrs)?.[1];
  if (nonce && scriptSrc.includes(`'nonce-${nonce}'`)) return true;
  const hash = `'sha256-${createHash('sha256').update(script.body).digest('base64')}'`;
  if (scriptSrc.includes(hash)) return true;
  const strict = scriptSrc.some((s) => /^'(nonce|sha\d+)-/.test(s));
  return scriptSrc.includes("'unsafe-inline'") && !strict;
}

const INJECTED = 'window.__injected = document.cookie';

describe("the pages' script policy", () => {
  it('does not allow a script that reached the page through its content, nor any inline handler', async () => {
    const item = await db().selectFrom('content_items').select('id').orderBy('id').executeTakeFirstOrThrow();
    // As if the sanitiser had been bypassed: the description is rendered raw (D7).
    await db()
      .updateTable('content_items')
      .set({ description: `<p>Ordinary words.</p><script>${INJECTED}</script><img src="/x.png" onerror="window.__handler = 1">` })
      .where('id', '=', item.id)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: `/exhibitions/${item.id}` });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = directive(policy, 'script-src');
    expect(scriptSrc).not.toBeNull();
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"]);

    const scripts = inlineScripts(res.body);
    const injected = scripts.filter((s) => s.body === INJECTED);
    expect(injected).toHaveLength(1);
    expect(allowed(injected[0], scriptSrc!)).toBe(false);

    // The server's own scripts (the router's state, the loader, the submit guard) still run.
    const own = scripts.filter((s) => s.body !== INJECTED);
    expect(own.length).toBeGreaterThan(0);
    for (const script of own) expect(allowed(script, scriptSrc!), script.body.slice(0, 80)).toBe(true);
  });

  it("allows no script by what the answer happens to hold: no hash, and each answer's own nonce", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about' });
    const second = await t.app.inject({ method: 'GET', url: '/exhibitions' });
    for (const res of [first, second]) {
      const scriptSrc = directive(String(res.headers['content-security-policy']), 'script-src') ?? [];
      expect(scriptSrc.filter((s) => s.startsWith("'sha"))).toEqual([]);
      expect(scriptSrc.filter((s) => s.startsWith("'nonce-"))).toHaveLength(1);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
    const nonceOf = (res: typeof first) =>
      directive(String(res.headers['content-security-policy']), 'script-src')?.find((s) => s.startsWith("'nonce-"));
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });
});
