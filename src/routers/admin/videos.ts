import { listPageInput } from '../../shared/schemas/admin-lists';
import { idInput } from '../../shared/schemas/fields';
import { audited, auditActor, describeRow } from '../../server/services/audit-log';
import { deleteVideo, listVideosForAdmin, listVideosPage } from '../../server/services/reality-readiness';
import { editorProcedure, router } from '../trpc';

// Uploading a video is multipart, so it is a plain HTTP route (src/server/rest/uploads.ts).
export const adminVideosRouter = router({
  list: editorProcedure.query(({ ctx }) => listVideosForAdmin(ctx.db)),
  page: editorProcedure.input(listPageInput).query(({ ctx, input }) => listVideosPage(ctx.db, input)),
  delete: editorProcedure.input(idInput).mutation(({ ctx, input }) => {
    let title: string | null = null;
    return audited(
      ctx.db,
      auditActor(ctx.session, ctx.client.ip),
      async (trx) => {
        title = await describeRow(trx, 'reality_readiness_videos', 'title', input.id);
        return deleteVideo(trx, ctx.storage, input.id);
      },
      () => ({ kind: 'video', action: 'delete', entityId: input.id, detail: title }),
    );
  }),
});
