import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { VIDEO_FILE_REQUIRED, videoUploadFields } from '~/shared/schemas/reality-readiness';
import { useSchemaForm } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { UploadError, uploadForm } from '../lib/upload';
import { Field } from '../ui/fields';
import { ProgressBar } from '../ui/media-field';
import { useConfirmedDelete, useRemove } from '../ui/crud-tab';
import { PagedItems, usePagedList } from '../ui/paged-list';
import { TabSection } from '../ui/tab-section';

/** Reality Readiness Videos: the quiz's clips, uploaded with their answer and order. */
export function RealityReadinessTab() {
  const utils = trpc.useUtils();
  const paged = usePagedList();
  const videos = trpc.admin.videos.page.useQuery(paged.input, { placeholderData: keepPreviousData });
  // Every video, whatever the search: the next free order position (the same query as an unsearched first page).
  const count = trpc.admin.videos.page.useQuery({ page: 1 }).data?.total ?? 0;

  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileMissing = () => toast({ title: 'Error', description: VIDEO_FILE_REQUIRED, variant: 'destructive' });

  const form = useSchemaForm({
    // orderPosition null: spec, 0 in the empty-state form, the current video count once videos exist.
    initial: { title: '', isFake: 'true', orderPosition: null as string | null },
    schema: videoUploadFields,
    toInput: (values) => ({ ...values, orderPosition: values.orderPosition ?? String(count) }),
    onInvalid: (errors) => {
      if (file) return errors;
      fileMissing();
      return { ...errors, video: VIDEO_FILE_REQUIRED };
    },
    onValid: async (data) => {
      if (!file) {
        fileMissing();
        form.showErrors({ video: VIDEO_FILE_REQUIRED });
        return;
      }
      const body = new FormData();
      body.append('title', data.title);
      body.append('isFake', String(data.isFake));
      body.append('orderPosition', String(data.orderPosition));
      body.append('video', file);
      setProgress(0);
      try {
        await uploadForm('/api/admin/reality-readiness/videos', body, setProgress);
        toast({ title: 'Video uploaded successfully!' });
        reset();
        await utils.invalidate();
      } catch (error) {
        if (error instanceof UploadError) form.showErrors(Object.keys(error.fields).length ? error.fields : { video: error.serverMessage });
        toast({ title: 'Upload failed', description: 'Failed to upload video.', variant: 'destructive' });
      } finally {
        setProgress(null);
      }
    },
  });
  const { errors } = form;
  const order = form.values.orderPosition ?? String(count);

  const reset = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    form.reset();
  };

  const { deleteButton } = useConfirmedDelete<{ id: number; title: string }>(
    useRemove(trpc.admin.videos.delete),
    { deleted: 'Video deleted successfully', deleteFailed: 'Failed to delete video.' },
    (video) => ({ title: 'Delete this video?', description: `"${video.title}" and its file will be removed from the quiz.` }),
  );

  return (
    <TabSection tab="videos" intro="The quiz plays these clips in order. Visitors never see the answers.">
      <form {...form.formProps} className="card mb-8 grid gap-5 p-5 sm:grid-cols-2" aria-label="Upload a quiz video">
        <h3 className="text-xl font-bold sm:col-span-2">Upload a video</h3>
        <Field label="Video file" required error={errors.video} help="MP4, WebM or QuickTime." className="sm:col-span-2">
          {(props) => (
            <input
              {...props}
              ref={fileInput}
              type="file"
              accept="video/mp4,video/webm,video/quicktime"
              className="field-input file:mr-3 file:rounded-sm file:border-0 file:bg-ink file:px-3 file:py-1 file:font-display file:text-parchment"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                form.clearError('video');
              }}
            />
          )}
        </Field>
        <Field label="Title" required error={errors.title} className="sm:col-span-2">
          {(props) => (
            <input {...props} className="field-input" value={form.values.title} onChange={(e) => form.set('title', e.target.value)} />
          )}
        </Field>
        <fieldset>
          <legend className="field-label">The clip is</legend>
          <div className="flex flex-col gap-1">
            {(
              [
                ['true', 'AI-Generated (Fake)'],
                ['false', 'Real Footage'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="isFake"
                  value={value}
                  checked={form.values.isFake === value}
                  onChange={() => form.set('isFake', value)}
                  className="h-4 w-4 accent-burgundy"
                />
                {label}
              </label>
            ))}
          </div>
          {errors.isFake && <p className="field-error">{errors.isFake}</p>}
        </fieldset>
        <Field label="Order position" required error={errors.orderPosition} help="0 plays first.">
          {(props) => (
            <input
              {...props}
              type="number"
              min={0}
              step={1}
              className="field-input w-32"
              value={order}
              onChange={(e) => form.set('orderPosition', e.target.value)}
            />
          )}
        </Field>
        {progress !== null && (
          <div className="sm:col-span-2">
            <ProgressBar fraction={progress} label="Uploading video" />
          </div>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={progress !== null}>
            {progress !== null ? 'Uploading...' : 'Upload Video'}
          </button>
          <button type="button" className="btn-secondary" onClick={reset} disabled={progress !== null}>
            Clear
          </button>
        </div>
      </form>

      <h3 className="mb-3 text-2xl font-bold">
        Quiz videos <span className="text-lg font-normal text-sepia">({count})</span>
      </h3>
      <PagedItems
        list={paged}
        query={videos}
        words={{ label: 'Search quiz videos', placeholder: 'Title or file address', noun: 'videos' }}
        emptyText="No videos yet: the quiz shows its empty state until one is uploaded."
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((v) => (
              <li key={v.id} className="card overflow-hidden" data-testid="quiz-video">
                <video src={v.videoUrl} controls preload="metadata" className="aspect-video w-full bg-ink" aria-label={v.title} />
                <div className="p-3">
                  <p className="font-display text-lg font-bold">{v.title}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <span className={v.isFake ? 'badge' : 'badge-gold'}>{v.isFake ? 'AI-Generated (Fake)' : 'Real Footage'}</span>
                    <span className="text-sm text-sepia">Position {v.orderPosition}</span>
                  </div>
                  {deleteButton(v, `Delete ${v.title}`, 'mt-3')}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedItems>
    </TabSection>
  );
}
