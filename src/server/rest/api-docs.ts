import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** No inline script: Redoc reads its options from the element's attributes. */
const PAGE = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Brain Appreciation Club API</title>
</head>
<body>
<redoc spec-url="/api/openapi.json" disable-search="true" hide-download-button="false" path-in-middle-panel="true" required-props-first="true"></redoc>
<script src="/api/docs/redoc.standalone.js"></script>
</body>
</html>
`;

/**
 * A rendered reference of /api/openapi.json at /api/docs (Redoc, self-hosted: its bundle is served
 * from the installed package, no CDN, D22's CSP).
 */
export function registerApiDocs(app: FastifyInstance, redocBundle: string): void {
  app.get('/api/docs', { schema: { hide: true } }, async (_req, reply) => {
    // D22's policy, narrowed: images from this site only, so Redoc's footer logo is never fetched from its CDN.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/img-src [^;]*/, "img-src 'self' data:"));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
  });
  app.get('/api/docs/redoc.standalone.js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(fs.createReadStream(redocBundle)),
  );
}
