import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { VIDEO_FILE_REQUIRED, videoUploadedOutput, videoUploadFields, videoUploadForm } from '~/shared/schemas/reality-readiness';
import { uploadedOutput, uploadForm, uploadQuery } from '~/shared/schemas/uploads';
import { adminDoor, adminSession } from '~/routers/trpc';
import { type AdminSession, type AppServices, createContext } from '../context';
import { badRequest, unsupportedType } from '../errors';
import {
  discardPart,
  keepUpload,
  type ReceivedPart,
  receivePart,
  removeUploadedFile,
  sweepIncoming,
  type UploadKind,
} from '../services/uploads';
import { audited, auditActor, recordAudit } from '../services/audit-log';
import { createVideo } from '../services/reality-readiness';
import { assertStaffAccess } from '../services/staff';
import { UPLOAD_ACCESS } from '~/shared/staff';
import { ADMIN_SECURITY, errorResponses, jsonResponse } from '../api/openapi';

/** What an upload can fail with: no or bad form (400), no session (401), Origin or role (403), too large (413), wrong type (415). */
const uploadErrors = errorResponses([400, 401, 403, 413, 415, 500]);

/** The multipart bodies are documented, not validated by Fastify: the handlers stream them. */
const documentOnly = {
  validatorCompiler: () => (data: unknown) => ({ value: data }),
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

/**
 * The two multipart uploads (D21), plain routes rather than mirror rows because their bodies
 * are streamed files: POST /api/admin/upload and POST /api/admin/reality-readiness/videos.
 */
export async function registerUploadRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config } = services;
  await sweepIncoming(config.uploads.dir);

  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: Math.max(config.uploads.maxImageBytes, config.uploads.maxVideoBytes) + 1,
        files: 1,
        fields: 10,
        fieldSize: 10_000,
        parts: 12,
      },
    });

    // The admin procedures' own door (src/routers/trpc.ts): never cached, Origin rule, session.
    const requireSession = async (req: FastifyRequest, reply: FastifyReply): Promise<AdminSession> => {
      const ctx = await createContext(services, req, reply);
      adminDoor(ctx, 'mutation');
      const session = adminSession(ctx);
      // Media and quiz videos are the Owners' and Editors' (docs/decisions/027).
      await assertStaffAccess(db, session.adminUserId, UPLOAD_ACCESS);
      if (!req.isMultipart()) throw unsupportedType('Expected a multipart/form-data upload');
      return session;
    };

    /** Streams the one file field `field` to a temporary file and collects the text fields. */
    const readForm = async (req: FastifyRequest, field: string) => {
      const fields: Record<string, string> = {};
      let file: ReceivedPart | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === field && !file) file = await receivePart(part, config.uploads.dir);
            else part.file.resume();
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        await discardPart(file);
        throw error;
      }
      // A file input left empty still sends a part, with no bytes.
      if (file && file.bytes === 0) {
        await discardPart(file);
        file = null;
      }
      return { fields, file };
    };

    // D21, part 2 section 7: one file field named `image`; the answer's imageUrl goes into the
    // form's image or preview field. Images and videos are accepted (recognition media can be
    // a video); `?accept=image` narrows it to images (the report's featured image).
    scope.post(
      '/api/admin/upload',
      {
        schema: {
          operationId: 'uploadMedia',
          summary: 'Upload an image or video (multipart, field "image"); answers { imageUrl, fileType }',
          description: `Images up to the image limit (10 MB by default), videos up to the video limit (100 MB); the file's bytes decide its type (D21).`,
          tags: ['admin'],
          security: ADMIN_SECURITY,
          consumes: ['multipart/form-data'],
          querystring: uploadQuery,
          body: uploadForm,
          response: { 201: jsonResponse('Stored', uploadedOutput), ...uploadErrors },
        },
        ...documentOnly,
      },
      async (req, reply) => {
        const session = await requireSession(req, reply);
        const { file } = await readForm(req, 'image');
        if (!file) throw badRequest('Please select a file to upload (multipart field "image")');
        const query: unknown = req.query;
        const accept = typeof query === 'object' && query !== null && 'accept' in query ? query.accept : undefined;
        const kinds: UploadKind[] = accept === 'image' ? ['image'] : accept === 'video' ? ['video'] : ['image', 'video'];
        const stored = await keepUpload(file, kinds, config, services.storage);
        await recordAudit(db, auditActor(session, req.ip), { kind: 'upload', action: 'upload', detail: stored.url });
        return reply.code(201).send({
          imageUrl: stored.url,
          fileType: stored.kind === 'image' ? 'Image' : 'Video',
          mimeType: stored.mimeType,
          size: stored.bytes,
        });
      },
    );

    // Part 2 section 7: multipart video, title, isFake ('true' or 'false'), orderPosition.
    scope.post(
      '/api/admin/reality-readiness/videos',
      {
        schema: {
          operationId: 'uploadQuizVideo',
          summary: 'Upload a quiz video (multipart: video, title, isFake "true"|"false", orderPosition)',
          tags: ['admin'],
          security: ADMIN_SECURITY,
          consumes: ['multipart/form-data'],
          body: videoUploadForm,
          response: { 201: jsonResponse('Stored', videoUploadedOutput), ...uploadErrors },
        },
        ...documentOnly,
      },
      async (req, reply) => {
        const session = await requireSession(req, reply);
        const { fields, file } = await readForm(req, 'video');
        const parsed = videoUploadFields.safeParse(fields);
        if (!file || !parsed.success) {
          await discardPart(file);
          const issues = parsed.success ? [] : parsed.error.issues;
          throw new ZodError([
            ...(file ? [] : [{ code: 'custom' as const, path: ['video'], message: VIDEO_FILE_REQUIRED, input: undefined }]),
            ...issues,
          ]);
        }
        const stored = await keepUpload(file, ['video'], config, services.storage);
        try {
          const video = await audited(
            db,
            auditActor(session, req.ip),
            (trx) => createVideo(trx, { ...parsed.data, videoUrl: stored.url }),
            (v) => ({ kind: 'video', action: 'upload', entityId: v.id, detail: v.title }),
          );
          return reply.code(201).send({ ...video, message: 'Video uploaded successfully!' });
        } catch (error) {
          await removeUploadedFile(services.storage, stored.url);
          throw error;
        }
      },
    );
  });
}

/** A year, and never revalidated: every stored name is new (D21). The same words as @fastify/static's maxAge '365d' + immutable. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/NAME (D21): from the uploads folder, or streamed from the S3 bucket with the
 * type it was stored with, its length, ETag and byte ranges (videos seek), and a long cache.
 */
export async function registerUploadFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  const { storage, config } = services;
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: config.uploads.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
    return;
  }
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
    const ifNoneMatch = req.headers['if-none-match'];
    const found = await storage.read(req.params.name, { range: req.headers.range, ifNoneMatch });
    if (found.status === 404) return reply.callNotFound();
    reply.header('cache-control', UPLOAD_CACHE).header('accept-ranges', 'bytes');
    if (found.status === 304) return reply.code(304).header('etag', found.etag).send();
    if (found.status === 416) return reply.code(416).send({ error: 'Range not satisfiable' });
    reply.code(found.status).type(found.contentType);
    if (found.length !== undefined) reply.header('content-length', found.length);
    if (found.contentRange) reply.header('content-range', found.contentRange);
    if (found.etag) reply.header('etag', found.etag);
    if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
    return reply.send(found.body);
  });
}
