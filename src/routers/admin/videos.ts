import { idInput } from '../../shared/schemas/fields';
import { deleteVideo, listVideosForAdmin } from '../../server/services/reality-readiness';
import { adminProcedure, router } from '../trpc';

// Uploading a video is multipart, so it is a plain HTTP route (src/server/rest/uploads.ts).
export const adminVideosRouter = router({
  list: adminProcedure.query(({ ctx }) => listVideosForAdmin(ctx.db)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteVideo(ctx.db, ctx.storage, input.id)),
});
