import { adminRouter } from './admin';
import { experimentsRouter } from './experiments';
import { publicRouter } from './public';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  public: publicRouter,
  experiments: experimentsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
