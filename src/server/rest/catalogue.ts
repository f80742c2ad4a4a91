import { z } from 'zod';
import type { Caller } from '../../routers';
import type { Page } from '../db/pagination';
import { listOrPage, PAGED_LIST_DESCRIPTION, pagedListQuery, pageQuery, wantsPage } from './admin-lists';
import { idParams, type MirrorRoute, restRoute } from './mirror';
import type { DB } from '../db/database';
import type { PublicPage } from '../../shared/public-lists';
import { publicPageInput } from '../../shared/schemas/public-lists';
import { PUBLIC_PAGED_DESCRIPTION, publicPageQuery, wantsPublicPage, wholeList } from './public-lists';

/** The names of one catalogue kind in the document: `Content` makes listContent, getContent, ... */
type Names = { tag: string; operation: string };

/** The public list and one-item rows of a catalogue kind (parts 1 and 2, section 7). */
export function publicCatalogueRows<Item extends z.ZodType>(
  path: string,
  names: Names,
  summaries: { list: string; one: string; missing: string },
  item: Item,
  procedures: (caller: Caller) => {
    page: (input: z.input<typeof publicPageInput>) => Promise<PublicPage<z.output<Item>>>;
    byId: (input: { id: string }) => Promise<z.output<Item>>;
  },
  /** The whole public list in chunks (the service's): a long list is written as it is read (issue 22). */
  chunks: (db: DB) => Promise<{ count: number; chunks: () => AsyncGenerator<z.output<Item>[]> }>,
): MirrorRoute[] {
  return [
    restRoute({
      method: 'GET',
      url: `/api/${path}`,
      operationId: `list${names.operation}`,
      summary: summaries.list,
      description: PUBLIC_PAGED_DESCRIPTION,
      tags: [names.tag],
      access: 'public',
      querystring: publicPageInput,
      response: listOrPage(item),
      call: async (c, { query, reply, services }) =>
        wantsPublicPage(query) ? procedures(c).page(publicPageQuery(query)) : wholeList(reply, await chunks(services.db)),
    }),
    restRoute({
      method: 'GET',
      url: `/api/${path}/:id`,
      operationId: `get${names.operation}`,
      summary: summaries.one,
      description: `404 when there is none: "${summaries.missing}".`,
      tags: [names.tag],
      access: 'public',
      params: idParams,
      response: item,
      errors: [404],
      call: (c, { params }) => procedures(c).byId({ id: params.id }),
    }),
  ];
}

type CatalogueProcedures<
  Create extends z.ZodType,
  Update extends z.ZodObject,
  Item extends z.ZodType,
  AdminItem extends z.ZodType,
  Deleted extends z.ZodType,
> = {
  list: () => Promise<z.output<AdminItem>[]>;
  page: (input: z.input<typeof pagedListQuery>) => Promise<Page<z.output<AdminItem>>>;
  create: (input: z.input<Create>) => Promise<z.output<Item>>;
  update: (input: z.input<Update> & { id: string }) => Promise<z.output<Item>>;
  delete: (input: { id: string }) => Promise<z.output<Deleted>>;
};

/**
 * Part 2 section 7: the admin rows of one catalogue kind: list, create (201), update (PATCH:
 * any subset of the fields; the path's id wins) and delete.
 */
export function catalogueRows<
  Create extends z.ZodType,
  Update extends z.ZodObject,
  Item extends z.ZodType,
  AdminItem extends z.ZodType,
  Deleted extends z.ZodType,
>(
  path: string,
  label: string,
  names: Names,
  schemas: { create: Create; update: Update; item: Item; adminItem: AdminItem; deleted: Deleted },
  procedures: (caller: Caller) => CatalogueProcedures<Create, Update, Item, AdminItem, Deleted>,
): MirrorRoute[] {
  const tags = ['admin'];
  const a = /^[aeiou]/i.test(label) ? 'an' : 'a';
  const missing = `404 when there is no such ${label}.`;
  return [
    restRoute({
      method: 'GET',
      url: `/api/admin/${path}`,
      operationId: `listAdmin${names.operation}`,
      summary: `List every ${label} (admin view), or one page of them`,
      description: PAGED_LIST_DESCRIPTION,
      tags,
      access: 'admin',
      querystring: pagedListQuery,
      response: listOrPage(schemas.adminItem),
      call: (c, { query }) => (wantsPage(query) ? procedures(c).page(pageQuery(query)) : procedures(c).list()),
    }),
    restRoute({
      method: 'POST',
      url: `/api/admin/${path}`,
      operationId: `create${names.operation}`,
      summary: `Create ${a} ${label}`,
      tags,
      access: 'admin',
      body: schemas.create,
      status: 201,
      response: schemas.item,
      call: (c, { body }) => procedures(c).create(body),
    }),
    restRoute({
      method: 'PATCH',
      url: `/api/admin/${path}/:id`,
      operationId: `update${names.operation}`,
      summary: `Update ${a} ${label} (any subset of its fields)`,
      description: `Only the fields sent change; an optional field sent empty is cleared. ${missing}`,
      tags,
      access: 'admin',
      params: idParams,
      body: schemas.update,
      response: schemas.item,
      errors: [404],
      call: (c, { params, body }) => procedures(c).update({ ...body, id: params.id }),
    }),
    restRoute({
      method: 'DELETE',
      url: `/api/admin/${path}/:id`,
      operationId: `delete${names.operation}`,
      summary: `Delete ${a} ${label}`,
      description: missing,
      tags,
      access: 'admin',
      params: idParams,
      response: schemas.deleted,
      errors: [404],
      call: (c, { params }) => procedures(c).delete({ id: params.id }),
    }),
  ];
}
