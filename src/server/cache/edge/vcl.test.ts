import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKING_PARAMETERS } from '../keys';
import { varnishVcl } from './vcl';

describe('docs/deploy/varnish.vcl', () => {
  it('is the text the app makes from its own lists (npm run edge:vcl writes it again)', () => {
    const file = fs.readFileSync(new URL('../../../../docs/deploy/varnish.vcl', import.meta.url), 'utf8');
    expect(file).toBe(varnishVcl());
  });

  it('strips every tracking parameter the app drops, passes sessions, and purges by xkey', () => {
    const vcl = varnishVcl();
    for (const name of TRACKING_PARAMETERS) expect(vcl).toContain(name.replace('*', ''));
    expect(vcl).toContain('bac_admin_session=');
    expect(vcl).toContain('xkey.softpurge(req.http.xkey-purge)');
    expect(vcl).toMatch(/unset req\.http\.Cookie;/);
  });
});
