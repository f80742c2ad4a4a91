import type { DB } from '../../server/db/database';
import { idInput } from '../../shared/schemas/fields';
import type { publicCatalogueRows } from '../rest-rows';
import { publicProcedure } from '../trpc';

/** What every public catalogue kind reads the same way: the whole list (or its chunks) and one item. */
type CatalogueReads<Item> = {
  rows: ReturnType<typeof publicCatalogueRows>;
  all: (db: DB) => Promise<Item[]>;
  chunks: (db: DB) => Promise<{ count: number; chunks: () => AsyncGenerator<Item[]> }>;
  byId: (db: DB, id: number) => Promise<Item>;
};

/**
 * The `list` and `byId` procedures of a catalogue kind (recognition, shame, arsenal, intelligence),
 * which differ only in their services and REST rows. Each router still writes its own `page`: the
 * kinds' page queries differ (the arsenal filters by type), and a procedure generic over its input
 * schema does not type-check in tRPC.
 */
export const publicCatalogueReads = <Item>(kind: CatalogueReads<Item>) => ({
  list: publicProcedure
    .meta(kind.rows.list)
    .query(({ ctx }) => ctx.wholeList({ all: () => kind.all(ctx.db), chunks: () => kind.chunks(ctx.db) })),
  byId: publicProcedure
    .meta(kind.rows.byId)
    .input(idInput)
    .query(({ ctx, input }) => kind.byId(ctx.db, input.id)),
});
