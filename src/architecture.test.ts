import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering ARCHITECTURE.md describes, checked on the import lines of every source file.
const root = path.resolve(import.meta.dirname, '..');
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(rel);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts') ? [rel] : [];
  });
const importsOf = (file: string) =>
  [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^(import|export)\s+(type\s+)?[^'"]*from\s+'([^']+)'/gm)].map((m) => ({
    typeOnly: Boolean(m[2]),
    // `~/` is src/ (tsconfig.json's paths).
    target: m[3].startsWith('~/') ? path.join('src', m[3].slice(2)) : m[3].startsWith('.') ? path.join(path.dirname(file), m[3]) : m[3],
  }));
const offenders = (dirs: string[], bad: (target: string, typeOnly: boolean) => boolean) =>
  dirs.flatMap((dir) =>
    filesUnder(dir).flatMap((f) =>
      importsOf(f)
        .filter((i) => bad(i.target, i.typeOnly))
        .map((i) => `${f} -> ${i.target}`),
    ),
  );

describe('layering', () => {
  it('services, the database layer and auth know nothing of tRPC, the routers or HTTP replies', () => {
    expect(
      offenders(
        ['src/server/services', 'src/server/db', 'src/server/auth'],
        (t) => t.startsWith('src/routers') || t.startsWith('@trpc/') || t === '@fastify/multipart',
      ),
    ).toEqual([]);
    expect(offenders(['src/server/services', 'src/server/db'], (t) => t === 'fastify')).toEqual([]);
  });

  it('one direction between routers and server: only the HTTP host (app.ts, pages.ts, form-posts.ts, api/, rest/) mounts routers, and routers never reach it', () => {
    // library.ts is the build's test entry (ARCHITECTURE.md, "Testing what ships"): it re-exports what the host mounts.
    const host = /^src\/server\/(app|pages|form-posts|library|api\/|rest\/)/;
    const serverFiles = filesUnder('src/server').filter((f) => !host.test(f));
    expect(
      serverFiles.flatMap((f) =>
        importsOf(f)
          .filter((i) => i.target.startsWith('src/routers'))
          .map((i) => `${f} -> ${i.target}`),
      ),
    ).toEqual([]);
    expect(offenders(['src/routers'], (t) => host.test(t) || /^src\/server\/(main|start|pages|error-handler)/.test(t))).toEqual([]);
  });

  it('shared code imports nothing from the server, the routers or the client', () => {
    expect(offenders(['src/shared'], (t) => /^src\/(server|routers|client)/.test(t))).toEqual([]);
  });

  it('the client imports only shared code and the router type', () => {
    expect(offenders(['src/client'], (t, typeOnly) => /^src\/server/.test(t) || (/^src\/routers/.test(t) && !typeOnly))).toEqual([]);
  });

  it('migrations are frozen in time: they never import src/', () => {
    expect(offenders(['db/migrations'], (t) => t.startsWith('src/'))).toEqual([]);
  });
});
