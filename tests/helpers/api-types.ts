import type { inferRouterError, inferRouterOutputs } from '@trpc/server';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppRouter } from '~/routers';
import type { components, paths } from '../generated/openapi.gen';

/**
 * The JSON a test gets back from a `/api` URL, typed from the generated OpenAPI client types
 * (npm run openapi:client-types) by the URL and method, so a test that reads a field the
 * document does not have fails to compile. URLs are matched against the document's path
 * templates (`/api/shame/{id}` matches `/api/shame/${number}`); a literal path wins over a
 * template; a URL with a hole that several rows fit gives `unknown`. `/trpc/<procedure>` is
 * typed from the router's output (one call, not a batch); `/api/openapi.json` is the document;
 * an `/api` URL or method the document lacks answers the error body (404, 405). Any other URL
 * (pages, a plain `string`) gives `unknown`: parse it with a shared schema.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `/api/shame/{id}` -> `/api/shame/${string}` */
type Pattern<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Pattern<Tail>}` : P;

type PathOf<U extends string> = U extends `${infer P}?${string}` ? P : U;

type Matching<U extends string> =
  PathOf<U> extends keyof paths ? PathOf<U> : { [P in keyof paths]: PathOf<U> extends Pattern<P> ? P : never }[keyof paths];

/** The rows a URL with a hole (`/api/${string}`) could be: then it names no one row. */
type Wider<U extends string> = { [P in keyof paths]: Pattern<P> extends PathOf<U> ? P : never }[keyof paths];

type Operation<U extends string, M extends Method> =
  Matching<U> extends infer P extends keyof paths
    ? Lowercase<M> extends keyof paths[P]
      ? NonNullable<paths[P][Lowercase<M>]>
      : never
    : never;

type SuccessBody<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends 200 | 201 ? (R[S] extends { content: { 'application/json': infer B } } ? B : never) : never;
    }[keyof R]
  : never;

type Paged = { items: unknown[]; pageCount: number };

/**
 * Rows that answer the whole list without `?page=` or `?q=` and a page with either (the
 * document's union, docs/decisions/015 and 020): the URL says which one the test gets.
 */
type PageOrAll<U extends string, B> = [Extract<B, Paged>] extends [never]
  ? B
  : [Exclude<B, Paged>] extends [never]
    ? B
    : U extends `${string}?${string}${'page' | 'q'}=${string}`
      ? Extract<B, Paged>
      : Exclude<B, Paged>;

/** The error body of every row (D3), present on a 4xx. */
export type ApiError = components['schemas']['Error'];

/**
 * The success body of the row, with the error fields optional beside it: a test reads
 * `json.issues` of a 400 from the same result it reads `json.id` of a 201.
 */
export type ApiJson<U extends string, M extends Method> = string extends U
  ? unknown
  : PathOf<U> extends '/api/openapi.json'
    ? OpenAPIV3_1.Document
    : PathOf<U> extends `/trpc/${infer P}`
      ? TrpcJson<P>
      : [Operation<U, M>] extends [never]
        ? [Matching<U>] extends [never]
          ? PathOf<U> extends `/api/${string}`
            ? [Wider<U>] extends [never]
              ? Partial<ApiError>
              : unknown
            : unknown
          : Partial<ApiError>
        : WithError<PageOrAll<U, SuccessBody<Operation<U, M>>>>;

type WithError<B> = [B] extends [never] ? Partial<ApiError> : B & Partial<ApiError>;

type Output<O, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof O
    ? Output<O[Head], Rest>
    : never
  : P extends keyof O
    ? O[P]
    : never;

/** tRPC's answer to one call: the procedure's output, or the error shape our formatter makes. */
type TrpcJson<P extends string> = [Output<inferRouterOutputs<AppRouter>, P>] extends [never]
  ? unknown
  : { result: { data: Output<inferRouterOutputs<AppRouter>, P> }; error?: inferRouterError<AppRouter> };
