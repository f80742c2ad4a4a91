import type { z } from 'zod';
import type { DB } from '../../server/db/database';
import { idInput } from '../../shared/schemas/fields';
import { adminProcedure, router } from '../trpc';

/**
 * The admin procedures every catalogue kind has (content, recognition, shame, arsenal,
 * intelligence): list, create, update (any subset of fields) and delete, each behind the
 * admin door, with the kind's shared schemas as inputs.
 */
export function catalogueRouter<CreateInput, UpdateInput, Item, Created, Deleted>(
  schemas: { create: z.ZodType<CreateInput, unknown>; update: z.ZodType<UpdateInput, unknown> },
  service: {
    list: (db: DB) => Promise<Item[]>;
    create: (db: DB, input: CreateInput) => Promise<Created>;
    update: (db: DB, input: UpdateInput) => Promise<Created>;
    remove: (db: DB, id: number) => Promise<Deleted>;
  },
) {
  // tRPC types a generic parser's output as a conditional type TS cannot narrow inside this
  // generic function; the schema above guarantees it is CreateInput / UpdateInput.
  return router({
    list: adminProcedure.query(({ ctx }) => service.list(ctx.db)),
    create: adminProcedure.input(schemas.create).mutation(({ ctx, input }) => service.create(ctx.db, input as CreateInput)),
    update: adminProcedure.input(schemas.update).mutation(({ ctx, input }) => service.update(ctx.db, input as UpdateInput)),
    delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
  });
}
