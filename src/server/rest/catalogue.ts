import type { z } from 'zod';
import type { Caller } from '../../routers';
import { idParams, type MirrorRoute, restRoute } from './mirror';

type CatalogueProcedures<Create extends z.ZodType, Update extends z.ZodType> = {
  list: () => Promise<unknown>;
  create: (input: z.input<Create>) => Promise<unknown>;
  update: (input: z.input<Update>) => Promise<unknown>;
  delete: (input: { id: unknown }) => Promise<unknown>;
};

/** The public list and one-item rows of a catalogue kind (parts 1 and 2, section 7). */
export function publicCatalogueRows(
  path: string,
  tag: string,
  summaries: { list: string; one: string },
  procedures: (caller: Caller) => { list: () => Promise<unknown>; byId: (input: { id: unknown }) => Promise<unknown> },
): MirrorRoute[] {
  return [
    restRoute({ method: 'GET', url: `/api/${path}`, summary: summaries.list, tags: [tag], call: (c) => procedures(c).list() }),
    restRoute({
      method: 'GET',
      url: `/api/${path}/:id`,
      summary: summaries.one,
      tags: [tag],
      params: idParams,
      call: (c, { params }) => procedures(c).byId({ id: params.id }),
    }),
  ];
}

/**
 * Part 2 section 7: the admin rows of one catalogue kind: list, create (201), update (PATCH:
 * any subset of the fields; the path's id wins) and delete.
 */
export function catalogueRows<Create extends z.ZodType, Update extends z.ZodObject>(
  path: string,
  label: string,
  schemas: { create: Create; update: Update },
  procedures: (caller: Caller) => CatalogueProcedures<Create, Update>,
): MirrorRoute[] {
  const tags = ['admin'];
  return [
    restRoute({ method: 'GET', url: `/api/admin/${path}`, summary: `List every ${label} (admin view)`, tags, call: (c) => procedures(c).list() }),
    restRoute({
      method: 'POST',
      url: `/api/admin/${path}`,
      summary: `Create a ${label}`,
      tags,
      body: schemas.create,
      status: 201,
      call: (c, { body }) => procedures(c).create(body),
    }),
    restRoute({
      method: 'PATCH',
      url: `/api/admin/${path}/:id`,
      summary: `Update a ${label} (any subset of its fields)`,
      tags,
      params: idParams,
      body: schemas.update,
      call: (c, { params, body }) => procedures(c).update({ ...body, id: params.id }),
    }),
    restRoute({
      method: 'DELETE',
      url: `/api/admin/${path}/:id`,
      summary: `Delete a ${label}`,
      tags,
      params: idParams,
      call: (c, { params }) => procedures(c).delete({ id: params.id }),
    }),
  ];
}
