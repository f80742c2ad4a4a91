import type { Migration } from 'kysely';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_drop_users';
import * as m0003 from './migrations/0003_mail_outbox';
import * as m0004 from './migrations/0004_admin_audit_log';
import * as m0005 from './migrations/0005_rate_limits';
import * as m0006 from './migrations/0006_cache_tags';
import * as m0007 from './migrations/0007_admin_sign_in';
import * as m0008 from './migrations/0008_staff_roles';
import * as m0009 from './migrations/0009_members';
import * as m0010 from './migrations/0010_privacy';
import * as m0011 from './migrations/0011_search';
import * as m0012 from './migrations/0012_search_by_kind';
import * as m0013 from './migrations/0013_search_words';
import * as m0014 from './migrations/0014_fresh_proof';
import * as m0015 from './migrations/0015_secrets_at_rest';
import * as m0016 from './migrations/0016_members_door';
import * as m0017 from './migrations/0017_member_renewal';
import * as m0018 from './migrations/0018_dispatch';
import * as m0019 from './migrations/0019_events';
import * as m0020 from './migrations/0020_edge_purges';
import * as m0021 from './migrations/0021_mail_attachments';
import * as m0022 from './migrations/0022_search_events_dispatch';
import * as m0023 from './migrations/0023_mail_render_notes';

// Migrations passed as an object so the app and Vitest load them without a file provider.
// kysely-ctl reads the folder itself (kysely.config.ts); keep both lists in step.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_drop_users': m0002,
  '0003_mail_outbox': m0003,
  '0004_admin_audit_log': m0004,
  '0005_rate_limits': m0005,
  '0006_cache_tags': m0006,
  '0007_admin_sign_in': m0007,
  '0008_staff_roles': m0008,
  '0009_members': m0009,
  '0010_privacy': m0010,
  '0011_search': m0011,
  '0012_search_by_kind': m0012,
  '0013_search_words': m0013,
  '0014_fresh_proof': m0014,
  '0015_secrets_at_rest': m0015,
  '0016_members_door': m0016,
  '0017_member_renewal': m0017,
  '0018_dispatch': m0018,
  '0019_events': m0019,
  '0020_edge_purges': m0020,
  '0021_mail_attachments': m0021,
  '0022_search_events_dispatch': m0022,
  '0023_mail_render_notes': m0023,
};
