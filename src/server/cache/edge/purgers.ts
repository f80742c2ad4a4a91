import type { EdgeConfig } from '~/server/config';

/**
 * Purge by tag at each kind of shared cache (docs/decisions/058-edge-cache.md): one `target` per
 * place that must hear it (each Varnish server; the Fastly service; the Cloudflare zone).
 * `send` throws when the target did not take the purge; purges.ts queues it then.
 */
export type Purger = {
  readonly targets: readonly string[];
  send(target: string, tags: readonly string[]): Promise<void>;
};

const TIMEOUT_MS = 2000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function expectOk(res: Response, what: string): Promise<string> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

/** Varnish with vmod xkey and docs/deploy/varnish.vcl: `PURGE /` with the tags in `xkey-purge`. */
function varnish(urls: readonly string[]): Purger {
  const targets = urls.map((url) => `varnish ${url}`);
  return {
    targets,
    async send(target, tags) {
      const url = target.slice('varnish '.length);
      for (const part of chunks(tags, 200)) {
        const res = await fetch(`${url}/`, {
          method: 'PURGE',
          headers: { 'xkey-purge': part.join(' ') },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await expectOk(res, `Varnish ${url}`);
      }
    },
  };
}

/** Fastly's purge by surrogate key: `POST /service/{id}/purge` with the keys in `Surrogate-Key` (256 a request). */
function fastly(serviceId: string, token: string, base: string): Purger {
  return {
    targets: ['fastly'],
    async send(_target, tags) {
      for (const part of chunks(tags, 256)) {
        const res = await fetch(`${base}/service/${encodeURIComponent(serviceId)}/purge`, {
          method: 'POST',
          headers: { 'fastly-key': token, 'surrogate-key': part.join(' '), accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await expectOk(res, 'Fastly');
      }
    },
  };
}

/** Cloudflare's purge by cache tag: `POST /client/v4/zones/{zone}/purge_cache` with `{ tags }` (30 a request). */
function cloudflare(zoneId: string, token: string, base: string): Purger {
  return {
    targets: ['cloudflare'],
    async send(_target, tags) {
      for (const part of chunks(tags, 30)) {
        const res = await fetch(`${base}/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: part }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await expectOk(res, 'Cloudflare');
        let success = false;
        try {
          success = (JSON.parse(text) as { success?: unknown }).success === true;
        } catch {
          // not JSON: not taken
        }
        if (!success) throw new Error(`Cloudflare did not take the purge: ${text.slice(0, 200)}`);
      }
    },
  };
}

/** The purger the settings name, or null for none. */
export function purgerFor(config: EdgeConfig | undefined, apiBase: { fastly?: string; cloudflare?: string } = {}): Purger | null {
  const purge = config?.purge;
  if (!purge || purge.kind === 'none') return null;
  if (purge.kind === 'varnish') return varnish(purge.urls);
  if (purge.kind === 'fastly') return fastly(purge.serviceId, purge.token, apiBase.fastly ?? 'https://api.fastly.com');
  return cloudflare(purge.zoneId, purge.token, apiBase.cloudflare ?? 'https://api.cloudflare.com');
}
