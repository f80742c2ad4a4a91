import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { VIDEO_FILE_REQUIRED, videoUploadFields } from '../shared/schemas/reality-readiness';
import { SESSION_COOKIE } from './auth/session';
import type { AdminSession, AppServices } from './context';
import { badRequest, forbidden, unauthorized, unsupportedType } from './errors';
import { ensureAdminFromConfig } from './services/admin-accounts';
import {
  discardPart,
  keepUpload,
  type ReceivedPart,
  receivePart,
  removeUploadedFile,
  sweepIncoming,
  type UploadKind,
} from './services/admin-uploads';
import { createVideo } from './services/admin-videos';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a request says it comes from: Origin, or the origin of Referer when Origin is absent. */
export function requestOrigin(headers: FastifyRequest['headers']): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null' && origin !== '') return origin;
  const referer = headers.referer;
  if (typeof referer === 'string' && referer !== '') {
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

const isAdminPath = (url: string) => /^\/(api\/admin|trpc\/admin\.)/.test(url);

/**
 * Administration pieces that are not plain REST mirror rows: the Origin check on
 * cookie-carrying writes (D20), multipart uploads (D21), and the admin account from
 * ADMIN_EMAIL/ADMIN_PASSWORD at start (D19).
 */
export async function registerAdminHttp(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, config } = services;

  if (await ensureAdminFromConfig(db, config)) {
    app.log.info(`Created the administrator ${config.admin?.email} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  }
  await sweepIncoming(config.uploads.dir);

  // D20: a state-changing request that carries the session cookie must come from the site
  // itself. Admin writes with a foreign Origin are refused even without a cookie (login CSRF).
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const url = req.raw.url ?? '/';
    const carriesSession = Boolean(req.cookies?.[SESSION_COOKIE]);
    const origin = requestOrigin(req.headers);
    if (!carriesSession && !(isAdminPath(url) && origin !== null)) return;
    const expected = new URL(config.publicUrl).origin;
    if (origin !== expected) {
      return reply.code(403).send({
        error: origin
          ? `Forbidden: this request came from ${origin}, not from ${expected}.`
          : 'Forbidden: a state-changing request with a session must carry an Origin header from this site.',
      });
    }
  });

  // Admin answers are private: never stored by a browser or proxy cache.
  app.addHook('onSend', async (req, reply, payload) => {
    if (isAdminPath(req.raw.url ?? '/')) reply.header('cache-control', 'no-store');
    return payload;
  });

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

    const requireSession = async (req: FastifyRequest, reply: FastifyReply): Promise<AdminSession> => {
      const session = await services.readSession(req, reply);
      if (!session) throw unauthorized();
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
          summary: 'Upload an image or video (multipart, field "image"); answers { imageUrl, fileType }',
          tags: ['admin'],
          consumes: ['multipart/form-data'],
        },
      },
      async (req, reply) => {
        await requireSession(req, reply);
        const { file } = await readForm(req, 'image');
        if (!file) throw badRequest('Please select a file to upload (multipart field "image")');
        const accept = (req.query as Record<string, string> | undefined)?.accept;
        const kinds: UploadKind[] = accept === 'image' ? ['image'] : accept === 'video' ? ['video'] : ['image', 'video'];
        const stored = await keepUpload(file, kinds, config);
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
          summary: 'Upload a quiz video (multipart: video, title, isFake "true"|"false", orderPosition)',
          tags: ['admin'],
          consumes: ['multipart/form-data'],
        },
      },
      async (req, reply) => {
        await requireSession(req, reply);
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
        const stored = await keepUpload(file, ['video'], config);
        try {
          const video = await createVideo(db, { ...parsed.data, videoUrl: stored.url });
          return reply.code(201).send({ ...video, message: 'Video uploaded successfully!' });
        } catch (error) {
          await removeUploadedFile(config.uploads.dir, stored.url);
          throw error;
        }
      },
    );
  });
}
