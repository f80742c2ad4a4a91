import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminDoor, adminSession } from '~/routers/trpc';
import { ADMIN_SECURITY, errorResponses } from '../api/openapi';
import { type AdminSession, type AppServices, createContext } from '../context';

type CsvRouteSchema = {
  operationId: string;
  summary: string;
  description: string;
  params: z.ZodType;
  querystring?: z.ZodType;
};

/**
 * An admin CSV download (docs/decisions/015): a plain route, not a mirror row, because the answer
 * is not JSON; the admin procedures' own door (session, never cached), documented in OpenAPI. The
 * handler checks its role, reads, audits and answers the file; this writes the headers.
 */
export function adminCsvRoute(
  app: FastifyInstance,
  services: AppServices,
  url: string,
  schema: CsvRouteSchema,
  handler: (req: FastifyRequest, session: AdminSession) => Promise<{ filename: string; csv: string }>,
): void {
  app.get(
    url,
    {
      schema: {
        ...schema,
        tags: ['admin'],
        security: ADMIN_SECURITY,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses([400, 401, 403, 404, 500]),
        },
      },
      // Documented, not validated or serialised by Fastify: the handler checks and writes the CSV itself.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (req, reply) => {
      const ctx = await createContext(services, req, reply);
      adminDoor(ctx, 'query');
      const { filename, csv } = await handler(req, adminSession(ctx));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
}
