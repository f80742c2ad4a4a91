/**
 * `npm run edge:vcl`: writes docs/deploy/varnish.vcl from the app's own lists (src/server/cache/edge/vcl.ts,
 * docs/decisions/058). `-- --check` fails when the file is out of step instead (src/server/cache/edge/vcl.test.ts does too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { varnishVcl } from '../src/server/cache/edge/vcl';

const file = path.join(import.meta.dirname, '..', 'docs', 'deploy', 'varnish.vcl');
const text = varnishVcl();
if (process.argv.includes('--check')) {
  if (fs.readFileSync(file, 'utf8') !== text) {
    console.error(`${file} is out of step with src/server/cache/edge/vcl.ts: npm run edge:vcl`);
    process.exit(1);
  }
} else fs.writeFileSync(file, text);
