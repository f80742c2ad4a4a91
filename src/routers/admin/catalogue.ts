import type { z } from 'zod';
import type { AuditKind } from '../../shared/admin-kinds';
import { listPageInput } from '../../shared/schemas/admin-lists';
import { idInput } from '../../shared/schemas/fields';
import type { DB } from '../../server/db/database';
import type { Page } from '../../server/db/pagination';
import { answerField, rowLabel } from '../meta';
import { adminCatalogueRows } from '../rest-rows';
import { editorProcedure, router } from '../trpc';

type CatalogueTable = 'content_items' | 'recognition_items' | 'shame_items' | 'arsenal_items' | 'intelligence_reports';

/**
 * The admin procedures every catalogue kind has (content, recognition, shame, arsenal,
 * intelligence): list (all of it, as the spec's GET answers), page (50 a page with a search,
 * docs/decisions/015), create, update (any subset of fields) and delete, each behind the admin door, with
 * the kind's shared schemas as inputs, and their REST rows. Every write declares its audit entry.
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
  rest: Parameters<typeof adminCatalogueRows>,
) {
  const { kind, table } = audit;
  const rows = adminCatalogueRows(...rest);
  // tRPC types a generic parser's output as a conditional type TS cannot narrow inside this
  // generic function; the schema above guarantees it is CreateInput / UpdateInput.
  return router({
    list: editorProcedure.meta(rows.list).query(({ ctx }) => service.list(ctx.db)),
    page: editorProcedure
      .meta(rows.page)
      .input(listPageInput)
      .query(({ ctx, input }) => service.page(ctx.db, input)),
    create: editorProcedure
      .meta({ ...rows.create, audit: { kind, action: 'create', detail: answerField('title') } })
      .input(schemas.create)
      .mutation(({ ctx, input }) => service.create(ctx.db, input as CreateInput)),
    update: editorProcedure
      .meta({ ...rows.update, audit: { kind, action: 'update', detail: answerField('title') } })
      .input(schemas.update)
      .mutation(({ ctx, input }) => service.update(ctx.db, input as UpdateInput)),
    delete: editorProcedure
      .meta({ ...rows.delete, audit: { kind, action: 'delete', before: rowLabel(table, 'title') } })
      .input(idInput)
      .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
  });
}
