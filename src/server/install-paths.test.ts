import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { installPaths } from './install-paths';

describe('install paths', () => {
  it('default to the checkout in the working directory, as npm start has always read them', () => {
    const paths = installPaths();
    expect(paths.clientDist).toBe(path.resolve('dist/client'));
    expect(paths.serverEntry).toBe(path.resolve('dist/server/entry-server.js'));
    expect(paths.redocBundle).toBe(path.resolve('node_modules/redoc/bundles/redoc.standalone.js'));
    expect(fs.existsSync(paths.redocBundle)).toBe(true);
  });

  it('reach the server through the config, read once', () => {
    expect(loadConfig({}).files).toEqual(installPaths());
  });
});
