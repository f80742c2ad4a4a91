import { accountRouter } from './account';
import { adminRouter } from './admin';
import { experimentsRouter } from './experiments';
import { publicRouter } from './public';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  public: publicRouter,
  experiments: experimentsRouter,
  admin: adminRouter,
  // A member's own door (docs/decisions/054).
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
