import { z } from 'zod';
import { PUBLIC_PAGE_SIZE, PUBLIC_PAGE_SIZE_MAX } from '../shared/public-lists';
import { pageOutput } from '../shared/schemas/admin-lists';
import { ADMIN_PAGE_KEYS, type ErrorStatus, type HttpMethod, PUBLIC_PAGE_KEYS, type ProcedureMeta } from './meta';

/**
 * Shorthands for the `.meta()` of rows that many procedures share (docs/decisions/025): the list
 * rows that answer a whole list or a page of it, and the public and admin rows of a catalogue kind.
 */

/**
 * The spec's public list rows (docs/decisions/020): without `?page=` or `?pageSize=` they answer the
 * whole list (a long one written as it is read, `ctx.wholeList`); with either, one page.
 */
export const PUBLIC_PAGED_DESCRIPTION =
  'Without `page` or `pageSize`: every row (as the spec describes). With `page` and/or `pageSize`: one page ' +
  `(${PUBLIC_PAGE_SIZE} rows by default, at most ${PUBLIC_PAGE_SIZE_MAX}), in the list's order, as \`{ items, total, page, pageSize, pageCount }\`.`;

/** The admin lists' rows (docs/decisions/015): the whole list, or with `?page=` and/or `?q=` one page of 50. */
export const PAGED_LIST_DESCRIPTION =
  'Without `page` or `q`: every row (as the spec describes). With `page` and/or `q`: one page of 50, ' +
  'newest first, searched on the main fields (case-insensitive), as `{ items, total, page, pageSize, pageCount }`.';

/**
 * The end of the description of every row whose procedure asks the payment provider (the checkout's
 * rows, the events' paid tickets; each lists 502 and 503 in its errors): one wording for all of them.
 */
export const PROVIDER_ERRORS =
  ' 503 when the payment provider cannot be reached (worth a retry); 502 when it refuses the request (not worth one).';

/** What a row says of itself in the document, beside its method, path, answer and tag. */
export type RowDoc = {
  operationId: string;
  summary: string;
  description?: string;
  /** Status of a successful answer: 200 by default, 201 for creations. */
  status?: 200 | 201;
  /** Errors of the rule beyond those the row's shape implies (404, 409, 503, ...). */
  errors?: ErrorStatus[];
};

/**
 * The rows of one group of the document (its tag): `const row = taggedRow('payments')`, then
 * `.meta(row('POST', '/api/create-payment-intent', checkoutSessionOutput, { operationId, summary }))`.
 */
export function taggedRow(tag: string) {
  const tags = [tag];
  return (method: HttpMethod, path: string, output: z.ZodType, doc: RowDoc): ProcedureMeta => ({
    rest: { method, path, output, tags, ...doc },
  });
}

/** A row of the admin group. */
export const adminRow = taggedRow('admin');

/** The page form of a public list row: the page procedure answers it when the query names `page` or `pageSize`. */
export const publicPageRow = (path: string, output: z.ZodType, query?: z.ZodObject, params?: Record<string, string>): ProcedureMeta => ({
  rest: { method: 'GET', path, output, whenQueryHas: PUBLIC_PAGE_KEYS, query, params },
});

/** The page form of an admin list row: the page procedure answers it when the query names `page` or `q`. */
export const adminPageRow = (path: string, item: z.ZodType): ProcedureMeta => ({
  rest: { method: 'GET', path, output: pageOutput(item), whenQueryHas: ADMIN_PAGE_KEYS },
});

/** An admin list row (its page form is {@link adminPageRow}). */
export const adminListRow = (
  path: string,
  item: z.ZodType,
  row: { operationId: string; summary: string; description?: string },
): ProcedureMeta => adminRow('GET', path, z.array(item), { description: PAGED_LIST_DESCRIPTION, ...row });

/** An admin write to one row by id (404 when there is none). */
const adminRowWrite =
  (method: 'PATCH' | 'DELETE') =>
  (path: string, output: z.ZodType, row: { operationId: string; summary: string; description?: string }): ProcedureMeta =>
    adminRow(method, path, output, { errors: [404], ...row });

/** An admin delete by id (404 when there is none). */
export const adminDeleteRow = adminRowWrite('DELETE');
/** An admin edit by id (404 when there is none). */
export const adminUpdateRow = adminRowWrite('PATCH');

/** The catalogue kinds: each is its REST path (`/api/shame`, `/api/admin/shame`), its tag and its audit kind. */
export type CatalogueKind = 'content' | 'recognition' | 'shame' | 'arsenal' | 'intelligence';

/** A kind's name in the document's operation ids: `shame` makes listShame, getShame, createShame, ... */
const operationName = (kind: CatalogueKind) => kind[0].toUpperCase() + kind.slice(1);

/** The public list (whole or a page) and one-item rows of a catalogue kind (parts 1 and 2, section 7). */
export function publicCatalogueRows(
  kind: CatalogueKind,
  summaries: { list: string; one: string; missing: string },
  item: z.ZodType,
  /** The query keys the page form hands on (the page procedure may accept more over tRPC). */
  pageQuery?: z.ZodObject,
): { list: ProcedureMeta; page: ProcedureMeta; byId: ProcedureMeta } {
  const path = `/api/${kind}`;
  const row = taggedRow(kind);
  const operation = operationName(kind);
  return {
    list: row('GET', path, z.array(item), {
      operationId: `list${operation}`,
      summary: summaries.list,
      description: PUBLIC_PAGED_DESCRIPTION,
    }),
    page: publicPageRow(path, pageOutput(item), pageQuery),
    byId: row('GET', `${path}/{id}`, item, {
      operationId: `get${operation}`,
      summary: summaries.one,
      description: `404 when there is none: "${summaries.missing}".`,
      errors: [404],
    }),
  };
}

/**
 * Part 2 section 7: the admin rows of one catalogue kind: list (or a page), create (201), update
 * (PATCH: any subset of the fields; the path's id wins) and delete.
 */
export function adminCatalogueRows(
  kind: CatalogueKind,
  label: string,
  schemas: { item: z.ZodType; adminItem: z.ZodType; deleted: z.ZodType },
): Record<'list' | 'page' | 'create' | 'update' | 'delete', ProcedureMeta> {
  const path = `/api/admin/${kind}`;
  const operation = operationName(kind);
  const a = /^[aeiou]/i.test(label) ? 'an' : 'a';
  const missing = `404 when there is no such ${label}.`;
  return {
    list: adminListRow(path, schemas.adminItem, {
      operationId: `listAdmin${operation}`,
      summary: `List every ${label} (admin view), or one page of them`,
    }),
    page: adminPageRow(path, schemas.adminItem),
    create: adminRow('POST', path, schemas.item, { operationId: `create${operation}`, summary: `Create ${a} ${label}`, status: 201 }),
    update: adminUpdateRow(`${path}/{id}`, schemas.item, {
      operationId: `update${operation}`,
      summary: `Update ${a} ${label} (any subset of its fields)`,
      description: `Only the fields sent change; an optional field sent empty is cleared. ${missing}`,
    }),
    delete: adminDeleteRow(`${path}/{id}`, schemas.deleted, {
      operationId: `delete${operation}`,
      summary: `Delete ${a} ${label}`,
      description: missing,
    }),
  };
}
