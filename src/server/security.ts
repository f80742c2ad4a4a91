import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { AppConfig } from './config';
import { type DomainError, forbidden } from './errors';

/**
 * D22: a strict policy; Stripe's hosts are allowed only when Stripe is configured (Stripe.js
 * and the Payment Element's frames, its API calls and 3-D Secure pages). Demo mode needs none.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const stripe = config.stripe !== null;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
    // No inline event handler (onclick="...") ever runs, whatever reaches a page (docs/decisions/038).
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Admins may paste an https image or video address instead of uploading (recognition media).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com', 'https://*.stripe.com', 'https://m.stripe.network'] : [])],
    frameSrc: stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * D22's security headers, computed once at start by helmet itself (run against a response that
 * is never sent) and then set as they are on every answer: nothing to parse per request. Pages
 * replace the Content-Security-Policy with their own (their nonce).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: config.client === 'vite' ? false : { directives: contentSecurityPolicy(config) },
    strictTransportSecurity: config.env === 'production' && config.publicUrl.startsWith('https:') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  middleware(res.req, res, () => {});
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined) headers[name] = String(value);
  return headers;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The policy as a header value, built once: the returned function only adds a page's nonce to
 * `script-src`. The page's own inline scripts carry that nonce; anything else that reaches the
 * page does not, whatever it holds (docs/decisions/011, 038).
 */
export function contentSecurityPolicyHeader(config: AppConfig): (nonce: string) => string {
  const { scriptSrc = [], ...rest } = contentSecurityPolicy(config);
  const others = Object.entries(rest)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';');
  const scripts = `script-src ${scriptSrc.join(' ')}`;
  return (nonce) => `${scripts} 'nonce-${nonce}';${others}`;
}

/** A fresh nonce for one answer: 128 random bits, base64 (CSP's base64-value). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The origin a request says it comes from: Origin, or the origin of Referer when Origin is absent. */
export function requestOrigin(headers: { origin?: string | string[]; referer?: string | string[] }): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null' && origin !== '') return origin;
  const referer = headers.referer;
  if (typeof referer === 'string' && referer !== '') {
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * D20's Origin rule for a state-changing request: it must come from PUBLIC_URL's origin. With
 * `required`, a missing Origin (and Referer) is refused too; without, only a foreign one is.
 */
export function originRefusal(origin: string | null, publicUrl: string, { required }: { required: boolean }): DomainError | null {
  const expected = new URL(publicUrl).origin;
  if (origin === expected || (origin === null && !required)) return null;
  return forbidden(
    origin
      ? `Forbidden: this request came from ${origin}, not from ${expected}.`
      : 'Forbidden: a state-changing request with a session must carry an Origin header from this site.',
  );
}
