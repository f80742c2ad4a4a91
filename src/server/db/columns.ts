import type { z } from 'zod';
import { sanitizeRichText } from '../services/rich-text';

/**
 * How values the API speaks are stored (D4): booleans as 0/1 and lists as JSON text, so the
 * same columns work on SQLite and PostgreSQL. Every service maps through these.
 */
export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const fromFlag = (value: number): boolean => value === 1;

/** A JSON list of strings; a damaged or missing value reads as an empty list. */
export function fromJsonList(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
export const toJsonList = (items: readonly string[]): string => JSON.stringify(items);

/** `featured: 0 | 1` -> `featured: boolean`, for the catalogue rows that carry the flag. */
export const withFeatured = <R extends { featured: number }>(row: R): Omit<R, 'featured'> & { featured: boolean } => ({
  ...row,
  featured: fromFlag(row.featured),
});

/**
 * The fields stored as they are sent, read the same way by a create (which carries them all) and
 * an edit (which carries those it changes; a PATCH changes only what it sends).
 */
export function asSent<I extends object, K extends keyof I>(input: I, keys: readonly K[]): Pick<I, K> {
  // Filled with every key of `keys` the input carries just below.
  const out = {} as Pick<I, K>;
  for (const key of keys) if (key in input) out[key] = input[key];
  return out;
}

/** A form's optional answers as stored: each one given, or null (D15's rows keep every column). */
export function givenOrNull<I extends object, K extends keyof I>(
  input: I,
  keys: readonly K[],
): { [P in K]-?: Exclude<I[P], undefined> | null } {
  const out = {} as { [P in K]-?: Exclude<I[P], undefined> | null };
  for (const key of keys) out[key] = (input[key] ?? null) as Exclude<I[K], undefined> | null;
  return out;
}

/** For an edit: a field sent is stored through its conversion; one left out stays as it is. */
export const ifSent = <V, S>(value: V | undefined, convert: (value: V) => S): S | undefined =>
  value === undefined ? undefined : convert(value);

/**
 * Optional columns: on an edit, a field the request sent but emptied clears its column (null)
 * and a field it did not send is left alone (a PATCH changes only what it sends); on a create, a
 * field not given is left out of the insert, so its column is null too.
 */
export function clearableColumns<I extends object, K extends keyof I & string>(
  input: I,
  keys: readonly K[],
): { [P in K]?: Exclude<I[P], undefined> | null } {
  const out: { [P in K]?: Exclude<I[P], undefined> | null } = {};
  for (const key of keys) if (key in input) out[key] = (input[key] ?? null) as Exclude<I[K], undefined> | null;
  return out;
}

/** Rich text as stored: sanitised on write (D7), whatever the form sent; on an edit a field not sent stays as it is. */
function sanitized<I extends { [P in H]?: string }, H extends string>(input: I, keys: readonly H[]): { [P in H]: I[P] } {
  // Filled with every key of `keys` just below: sanitised when sent, undefined (left alone) when not.
  const out = {} as { [P in H]: I[P] };
  for (const key of keys) out[key] = ifSent(input[key], sanitizeRichText) as I[typeof key];
  return out;
}

/**
 * The columns every catalogue kind maps alike (content, recognition, shame, arsenal,
 * intelligence): the fields stored as they are sent, the optional ones an edit may clear, the
 * rich text (sanitised, D7) and the featured flag. `insert` reads a create (which carries the
 * flag); `update` an edit (which carries what it changes). `for` binds the two to a kind's create
 * and edit schemas: the mappings of a kind whose every column is mapped here (catalogueCrud's `columns`).
 */
export function catalogueColumns<A extends string, C extends string, H extends string = never>(
  asSentKeys: readonly A[],
  clearableKeys: readonly C[],
  richTextKeys: readonly H[] = [],
) {
  type Created = { [K in A | C]?: unknown } & { [K in H]: string } & { featured: boolean };
  type Edited = { [K in A | C]?: unknown } & { [K in H]?: string } & { featured?: boolean };
  const insert = <I extends Created>(input: I) => ({
    ...asSent(input, asSentKeys),
    ...clearableColumns(input, clearableKeys),
    ...sanitized(input, richTextKeys),
    featured: toFlag(input.featured),
  });
  const update = <I extends Edited>(input: I) => ({
    ...asSent(input, asSentKeys),
    ...clearableColumns(input, clearableKeys),
    ...sanitized(input, richTextKeys),
    featured: ifSent(input.featured, toFlag),
  });
  return {
    insert,
    update,
    for: <Create extends Created, Update extends Edited & { id: number }>(
      // Only the schemas' types are read (what a create and an edit, less its id, carry): tRPC has parsed the input already.
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      ...schemas: [create: z.ZodType<Create, unknown>, update: z.ZodType<Update, unknown>]
    ) => ({
      insert: (input: Create) => insert(input),
      // An edit is the update input without its id: the fields it carries are Update's.
      update: (input: Omit<Update, 'id'>) => update(input as Omit<Update, 'id'> & Edited),
    }),
  };
}
