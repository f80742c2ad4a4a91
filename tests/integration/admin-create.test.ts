import { describe, expect, it } from 'vitest';
import { runBuiltCommand } from '../helpers/server-process';
import { useTestApp } from '../helpers/test-app';

// Issue 39 item 7: `admin:create` names the login page at the address the club serves, even from
// a shell without the service's environment (systemd's Environment= holds PUBLIC_URL). Runs the
// compiled command (npm run build first) on both dialects (the `postgres` Vitest project).

const SERVED = 'https://club.example.test';
const { t } = useTestApp({}, { PUBLIC_URL: SERVED });

/** The command's environment: this app's database and nothing of the service's settings. */
const commandEnv = () => {
  const target = t.config.database;
  return { DATA_DIR: t.dataDir, ...(target.dialect === 'postgres' && { DATABASE_URL: target.url }), PUBLIC_URL: '' };
};

describe('admin:create', () => {
  it("prints the server's PUBLIC_URL when its own environment has none", () => {
    const made = runBuiltCommand('admin-create', ['--email', 'second@club.example'], {
      ...commandEnv(),
      ADMIN_PASSWORD: 'quill-marmalade-lantern-42',
    });
    expect(made.output).toContain(`Log in at ${SERVED}/admin-login`);
    expect(made.status).toBe(0);
  });

  it('prints its own PUBLIC_URL when set', () => {
    const made = runBuiltCommand('admin-create', ['--email', 'third@club.example'], {
      ...commandEnv(),
      PUBLIC_URL: 'https://elsewhere.example.test/',
      ADMIN_PASSWORD: 'quill-marmalade-lantern-43',
    });
    expect(made.output).toContain('Log in at https://elsewhere.example.test/admin-login');
  });
});
