import type { z } from 'zod';
import type { AuditKind } from '../../shared/admin-kinds';
import { listPageInput } from '../../shared/schemas/admin-lists';
import { idInput } from '../../shared/schemas/fields';
import type { DB } from '../../server/db/database';
import type { Page } from '../../server/db/pagination';
import { audited, auditActor, describeRow } from '../../server/services/audit-log';
import { editorProcedure, router } from '../trpc';

type CatalogueTable = 'content_items' | 'recognition_items' | 'shame_items' | 'arsenal_items' | 'intelligence_reports';

/**
 * The admin procedures every catalogue kind has (content, recognition, shame, arsenal,
 * intelligence): list (all of it, as the spec's GET answers), page (50 a page with a search,
 * docs/decisions/015), create, update (any subset of fields) and delete, each behind the admin door for
 * Owners and Editors (docs/decisions/027), with
 * the kind's shared schemas as inputs. Every write is recorded in the audit log in its transaction.
 */
export function catalogueRouter<CreateInput, UpdateInput, Item, PageItem, Created extends { id: number; title: string }, Deleted>(
  audit: { kind: AuditKind; table: CatalogueTable },
  schemas: { create: z.ZodType<CreateInput, unknown>; update: z.ZodType<UpdateInput, unknown> },
  service: {
    list: (db: DB) => Promise<Item[]>;
    page: (db: DB, query: { page?: number; q?: string }) => Promise<Page<PageItem>>;
    create: (db: DB, input: CreateInput) => Promise<Created>;
    update: (db: DB, input: UpdateInput) => Promise<Created>;
    remove: (db: DB, id: number) => Promise<Deleted>;
  },
) {
  const { kind, table } = audit;
  // tRPC types a generic parser's output as a conditional type TS cannot narrow inside this
  // generic function; the schema above guarantees it is CreateInput / UpdateInput.
  return router({
    list: editorProcedure.query(({ ctx }) => service.list(ctx.db)),
    page: editorProcedure.input(listPageInput).query(({ ctx, input }) => service.page(ctx.db, input)),
    create: editorProcedure.input(schemas.create).mutation(({ ctx, input }) =>
      audited(
        ctx.db,
        auditActor(ctx.session, ctx.client.ip),
        (trx) => service.create(trx, input as CreateInput),
        (r) => ({ kind, action: 'create', entityId: r.id, detail: r.title }),
      ),
    ),
    update: editorProcedure.input(schemas.update).mutation(({ ctx, input }) =>
      audited(
        ctx.db,
        auditActor(ctx.session, ctx.client.ip),
        (trx) => service.update(trx, input as UpdateInput),
        (r) => ({ kind, action: 'update', entityId: r.id, detail: r.title }),
      ),
    ),
    delete: editorProcedure.input(idInput).mutation(({ ctx, input }) => {
      let title: string | null = null;
      return audited(
        ctx.db,
        auditActor(ctx.session, ctx.client.ip),
        async (trx) => {
          title = await describeRow(trx, table, 'title', input.id);
          return service.remove(trx, input.id);
        },
        () => ({ kind, action: 'delete', entityId: input.id, detail: title }),
      );
    }),
  });
}
