import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Builds the client once for all browser tests (the server serves dist/client). */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
