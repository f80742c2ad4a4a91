import type { Migration } from 'kysely';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_drop_users';
import * as m0003 from './migrations/0003_mail_outbox';
import * as m0004 from './migrations/0004_admin_audit_log';
import * as m0005 from './migrations/0005_rate_limits';
import * as m0006 from './migrations/0006_cache_tags';
import * as m0011 from './migrations/0011_search';

// Migrations passed as an object so the app and Vitest load them without a file provider.
// kysely-ctl reads the folder itself (kysely.config.ts); keep both lists in step.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_drop_users': m0002,
  '0003_mail_outbox': m0003,
  '0004_admin_audit_log': m0004,
  '0005_rate_limits': m0005,
  '0006_cache_tags': m0006,
  '0011_search': m0011,
};
