import type { z } from 'zod';
import type { DB } from '~/server/db/database';
import type { Page } from '~/server/db/pagination';
import { idInput } from '~/shared/schemas/fields';
import { publicPageInput } from '~/shared/schemas/public-lists';
import { type CatalogueKind, publicCatalogueRows } from '../rest-rows';
import { publicProcedure, router } from '../trpc';

/** What every public catalogue kind reads the same way: the whole list (or its chunks) and one item. */
type CatalogueReads<Item> = {
  kind: CatalogueKind;
  /** The REST rows' summaries, and the 404's message. */
  summaries: Parameters<typeof publicCatalogueRows>[1];
  item: z.ZodType;
  /** The query keys the page form hands on (the page procedure may accept more over tRPC). */
  pageQuery?: z.ZodObject;
  service: CatalogueService<Item>;
};

type CatalogueService<Item> = {
  all: (db: DB) => Promise<Item[]>;
  chunks: (db: DB) => Promise<{ count: number; chunks: () => AsyncGenerator<Item[]> }>;
  byId: (db: DB, id: number) => Promise<Item>;
};

/**
 * The REST rows and the `list` and `byId` procedures of a catalogue kind (recognition, shame,
 * arsenal, intelligence), which differ only in their services and REST rows.
 */
export function publicCatalogueReads<Item>(kind: CatalogueReads<Item>) {
  const { service } = kind;
  const rows = publicCatalogueRows(kind.kind, kind.summaries, kind.item, kind.pageQuery);
  const procedures = {
    list: publicProcedure
      .meta(rows.list)
      .query(({ ctx }) => ctx.wholeList({ all: () => service.all(ctx.db), chunks: () => service.chunks(ctx.db) })),
    byId: publicProcedure
      .meta(rows.byId)
      .input(idInput)
      .query(({ ctx, input }) => service.byId(ctx.db, input.id)),
  };
  return { rows, procedures };
}

/**
 * The whole router of a catalogue kind whose page takes the plain page query (docs/decisions/020).
 * The arsenal, whose page also filters by type, writes its own `page` next to {@link publicCatalogueReads}:
 * a procedure generic over its input schema does not type-check in tRPC.
 */
export function publicCatalogueRouter<Item>(
  kind: CatalogueReads<Item> & {
    service: CatalogueService<Item> & { page: (db: DB, query: z.output<typeof publicPageInput>) => Promise<Page<Item>> };
  },
) {
  const { rows, procedures } = publicCatalogueReads(kind);
  return router({
    ...procedures,
    page: publicProcedure
      .meta(rows.page)
      .input(publicPageInput)
      .query(({ ctx, input }) => kind.service.page(ctx.db, input)),
  });
}
