import { adminArsenalRouter } from './admin/arsenal';
import { adminAuditLogRouter } from './admin/audit-log';
import { adminAuthRouter } from './admin/auth';
import { adminCommentsRouter } from './admin/comments';
import { adminContentRouter } from './admin/content';
import { adminInsightsRouter } from './admin/insights';
import { adminIntelligenceRouter } from './admin/intelligence';
import { adminMailRouter } from './admin/mail';
import { adminPrivacyRouter } from './admin/privacy';
import { adminRecognitionRouter } from './admin/recognition';
import { adminShameRouter } from './admin/shame';
import { adminSubmissionsRouter } from './admin/submissions';
import { adminVideosRouter } from './admin/videos';
import { router } from './trpc';

// The administration panel. Every procedure uses adminProcedure, except auth.login.
export const adminRouter = router({
  auth: adminAuthRouter,
  comments: adminCommentsRouter,
  content: adminContentRouter,
  recognition: adminRecognitionRouter,
  shame: adminShameRouter,
  arsenal: adminArsenalRouter,
  intelligence: adminIntelligenceRouter,
  videos: adminVideosRouter,
  submissions: adminSubmissionsRouter,
  insights: adminInsightsRouter,
  mail: adminMailRouter,
  auditLog: adminAuditLogRouter,
  privacy: adminPrivacyRouter,
});
