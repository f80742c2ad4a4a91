import type { z } from 'zod';
import { listPageInput } from '~/shared/schemas/admin-lists';
import { idInput } from '~/shared/schemas/fields';
import type { DB } from '~/server/db/database';
import type { Page } from '~/server/db/pagination';
import type { Database } from '~/server/db/schema';
import { catalogueDeletedOutput } from '~/shared/schemas/answers';
import { titledAudits } from '../meta';
import { adminCatalogueRows, type CatalogueKind } from '../rest-rows';
import { editorProcedure, router } from '../trpc';

/** Each catalogue kind's table (the audit entry of a delete reads the row's title there first). */
const TABLES = {
  content: 'content_items',
  recognition: 'recognition_items',
  shame: 'shame_items',
  arsenal: 'arsenal_items',
  intelligence: 'intelligence_reports',
} as const satisfies Record<CatalogueKind, keyof Database>;

/**
 * The admin procedures every catalogue kind has (content, recognition, shame, arsenal,
 * intelligence): list (all of it, as the spec's GET answers), page (50 a page with a search,
 * docs/decisions/015), create, update (any subset of fields) and delete, each behind the admin door, with
 * the kind's shared schemas as inputs, and their REST rows: `label` names one item in their
 * summaries (`${kind} item` unless given), the admin list answers `item`s unless `adminItem` says
 * otherwise, a delete `{ id, deleted }` unless `deleted` does. Every write declares its audit entry.
 */
export function catalogueRouter<CreateInput, UpdateInput, Item, PageItem, Created extends { id: number; title: string }, Deleted>({
  kind,
  label = `${kind} item`,
  schemas,
  service,
}: {
  kind: CatalogueKind;
  label?: string;
  schemas: {
    create: z.ZodType<CreateInput, unknown>;
    update: z.ZodType<UpdateInput, unknown>;
    item: z.ZodType;
    adminItem?: z.ZodType;
    deleted?: z.ZodType;
  };
  /** The kind's services: catalogueCrud's (src/server/db/crud.ts) with the whole admin list. */
  service: {
    list: (db: DB) => Promise<Item[]>;
    listPage: (db: DB, query: { page?: number; q?: string }) => Promise<Page<PageItem>>;
    create: (db: DB, input: CreateInput) => Promise<Created>;
    update: (db: DB, input: UpdateInput) => Promise<Created>;
    remove: (db: DB, id: number) => Promise<Deleted>;
  };
}) {
  const audits = titledAudits(kind, TABLES[kind], 'title');
  const rows = adminCatalogueRows(kind, label, {
    item: schemas.item,
    adminItem: schemas.adminItem ?? schemas.item,
    deleted: schemas.deleted ?? catalogueDeletedOutput,
  });
  // tRPC types a generic parser's output as a conditional type TS cannot narrow inside this
  // generic function; the schema above guarantees it is CreateInput / UpdateInput.
  return router({
    list: editorProcedure.meta(rows.list).query(({ ctx }) => service.list(ctx.db)),
    page: editorProcedure
      .meta(rows.page)
      .input(listPageInput)
      .query(({ ctx, input }) => service.listPage(ctx.db, input)),
    create: editorProcedure
      .meta({ ...rows.create, audit: audits.create })
      .input(schemas.create)
      .mutation(({ ctx, input }) => service.create(ctx.db, input as CreateInput)),
    update: editorProcedure
      .meta({ ...rows.update, audit: audits.update })
      .input(schemas.update)
      .mutation(({ ctx, input }) => service.update(ctx.db, input as UpdateInput)),
    delete: editorProcedure
      .meta({ ...rows.delete, audit: audits.delete })
      .input(idInput)
      .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
  });
}
