import { deletedOutput } from '~/shared/schemas/answers';
import { listPageInput } from '~/shared/schemas/admin-lists';
import { idInput } from '~/shared/schemas/fields';
import { adminVideoOutput } from '~/shared/schemas/reality-readiness';
import { deleteVideo, listVideosForAdmin, listVideosPage } from '~/server/services/reality-readiness';
import { adminDeleteRow, adminListRow, adminPageRow, PAGED_LIST_DESCRIPTION } from '../rest-rows';
import { editorProcedure, recordedByService, router } from '../trpc';

const videos = '/api/admin/reality-readiness/videos';

// Uploading a video is multipart, so it is a plain HTTP route (src/server/rest/uploads.ts).
export const adminVideosRouter = router({
  list: editorProcedure
    .meta(
      adminListRow(videos, adminVideoOutput, {
        operationId: 'listAdminQuizVideos',
        summary: 'Quiz videos with their answers, in quiz order',
        description: PAGED_LIST_DESCRIPTION.replace('newest first', 'in quiz order'),
      }),
    )
    .query(({ ctx }) => listVideosForAdmin(ctx.db)),
  page: editorProcedure
    .meta(adminPageRow(videos, adminVideoOutput))
    .input(listPageInput)
    .query(({ ctx, input }) => listVideosPage(ctx.db, input)),
  // The entry is written by the service, with the row's delete; the file goes after the commit.
  delete: recordedByService(editorProcedure, 'video', 'delete')
    .meta(
      adminDeleteRow(`${videos}/{id}`, deletedOutput, { operationId: 'deleteQuizVideo', summary: 'Delete a quiz video (and its file)' }),
    )
    .input(idInput)
    .mutation(({ ctx, input }) => deleteVideo(ctx.db, ctx.storage, ctx.actor, input.id)),
});
