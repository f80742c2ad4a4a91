import { createHash } from 'node:crypto';

/** The encodings a kept answer is offered in besides its own bytes. */
export type Encoding = 'br' | 'gzip';

/** A strong validator from the bytes themselves: equal bodies, equal tags (also across restarts). */
export const strongEtag = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match names this ETag (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** br, then gzip, by the client's Accept-Encoding (a q of 0 refuses). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
