import { adminAnalyticsRouter } from './admin/analytics';
import { adminArsenalRouter } from './admin/arsenal';
import { adminAuditLogRouter } from './admin/audit-log';
import { adminAuthRouter } from './admin/auth';
import { adminSecurityRouter } from './admin/security';
import { adminCommentsRouter } from './admin/comments';
import { adminContentRouter } from './admin/content';
import { adminDispatchRouter } from './admin/dispatch';
import { adminEventsRouter } from './admin/events';
import { adminIntelligenceRouter } from './admin/intelligence';
import { adminMailRouter } from './admin/mail';
import { adminModerationRouter } from './admin/moderation';
import { adminMembersRouter } from './admin/members';
import { adminPaymentsRouter } from './admin/payments';
import { adminPrivacyRouter } from './admin/privacy';
import { adminRecognitionRouter } from './admin/recognition';
import { adminShameRouter } from './admin/shame';
import { adminStaffRouter } from './admin/staff';
import { adminSubmissionsRouter } from './admin/submissions';
import { adminVideosRouter } from './admin/videos';
import { router } from './trpc';

// The administration panel. Every procedure names the staff roles that may call it (a kind from
// src/routers/trpc.ts, docs/decisions/027), except the login and the invitation page's two.
export const adminRouter = router({
  auth: adminAuthRouter,
  security: adminSecurityRouter,
  comments: adminCommentsRouter,
  content: adminContentRouter,
  recognition: adminRecognitionRouter,
  shame: adminShameRouter,
  arsenal: adminArsenalRouter,
  intelligence: adminIntelligenceRouter,
  videos: adminVideosRouter,
  events: adminEventsRouter,
  submissions: adminSubmissionsRouter,
  members: adminMembersRouter,
  payments: adminPaymentsRouter,
  analytics: adminAnalyticsRouter,
  mail: adminMailRouter,
  dispatch: adminDispatchRouter,
  auditLog: adminAuditLogRouter,
  staff: adminStaffRouter,
  moderation: adminModerationRouter,
  privacy: adminPrivacyRouter,
});
