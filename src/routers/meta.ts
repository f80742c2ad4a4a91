import type { z } from 'zod';
import type { AuditKind } from '../shared/admin-kinds';
import type { StaffAccess } from '../shared/staff';
import type { AuditAction } from '../shared/audit-log';
import type { DB } from '../server/db/database';
import type { Database, Row } from '../server/db/schema';
import { describeRow } from '../server/services/audit-log';

/**
 * What a procedure says about itself in `.meta()` (docs/decisions/025): the REST mirror and the
 * OpenAPI document are built from it by walking the router (src/server/api/mirror.ts), and the admin
 * kind writes the audit entry it declares. `access` and `role` come from the procedure kind
 * (trpc.ts), never from the procedure itself.
 */
export type ProcedureMeta = {
  access?: Access;
  /**
   * The staff role area an admin procedure asks for (src/shared/staff.ts, docs/decisions/027): set by
   * the same argument the kind's role check enforces; `staff` is any staff member.
   */
  role?: StaffAccess;
  rest?: RestRow;
  audit?: AuditRule;
  /** Set by the fresh-proof kinds (trpc.ts): the call needs a recent confirmation of identity (docs/decisions/036). */
  freshProof?: true;
};

/**
 * Who may call a procedure, which decides part of what its REST row can answer:
 * - `public`: anyone (a mutation carrying the admin cookie still meets the Origin rule, 403);
 * - `publicWrite`: anyone, throttled per address and procedure (D8, 429);
 * - `adminEntry`: the login (a foreign Origin is refused, 403; failures are throttled, 429);
 * - `admin`: the session cookie (401 without it; 403 from a foreign Origin on writes), and its `role` (403 for another);
 * - `memberEntry`: a member's sign-in steps (throttled, 429; a foreign Origin refused, 403; docs/decisions/054);
 * - `member`: the member's own cookie (401 without it), never a staff session.
 */
export type Access = 'public' | 'publicWrite' | 'adminEntry' | 'admin' | 'memberEntry' | 'member';

/** The statuses an operation can fail with, each answered with D3's body. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A spec `/api` row answered by this procedure. The input is built from the path params plus the
 * query (GET, DELETE) or the JSON body, and validated by the procedure's own schema only.
 */
export type RestRow = {
  method: HttpMethod;
  /** OpenAPI path syntax: '/api/content/{id}/comments'. */
  path: string;
  /** The answer's schema: documented, never parsed (answers go out exactly as the procedure returns them). */
  output: z.ZodType;
  /** Path params that fill an input field of another name: `{ id: 'contentItemId' }`. */
  params?: Record<string, string>;
  /** A DELETE that also reads a JSON body, which may be left out (a removal's proof, docs/decisions/029). */
  deleteBody?: true;
} & (
  | {
      /** A stable name for client generators: listContent, createComment, ... */
      operationId: string;
      summary: string;
      description?: string;
      tags: string[];
      /** Status of a successful answer: 200 by default, 201 for creations. */
      status?: 200 | 201;
      /** Errors of the rule beyond those the row's shape implies (404, 409, 503, ...). */
      errors?: ErrorStatus[];
    }
  | {
      /**
       * The page form of another procedure's row (same method and path): answered instead of it
       * when the query names any of these keys (docs/decisions/015, 020). The other row documents both.
       */
      whenQueryHas: readonly string[];
      /** The query keys documented and handed on (the procedure's input by default). */
      query?: z.ZodObject;
    }
);

/** Does the query ask for a page? The public lists' keys (docs/decisions/020) and the admin lists' (015). */
export const PUBLIC_PAGE_KEYS = ['page', 'pageSize'] as const;
export const ADMIN_PAGE_KEYS = ['page', 'q'] as const;

/**
 * The audit entry of an admin write (docs/decisions/015), written by the admin kind in the write's
 * transaction. The entry's id is the input's `id`, or else the answer's; its detail is the row's
 * label read before the write (`before`), or read from the answer (`detail`).
 */
type AuditRule =
  | {
      kind: AuditKind;
      action: AuditAction;
      before?: (db: DB, id: number) => Promise<string | null>;
      detail?: (result: unknown) => string | null;
    }
  /** Writes whose services write their own entries (a failed login has no session to write it; a bulk decision writes one per comment). */
  | { kind: AuditKind; action: AuditAction; recordedBy: 'service' }
  /** A mutation that changes nothing (a search sent by POST to keep an address out of URLs): why there is no entry. */
  | { none: string };

/** The meta of a write whose service writes its own audit entries, where the work is done (docs/decisions/025). */
export const serviceAudit = (kind: AuditKind, action: AuditAction): ProcedureMeta => ({ audit: { kind, action, recordedBy: 'service' } });

/** `before`: the row's name for the log before it is changed or deleted (its title, or who sent it). */
export const rowLabel =
  <T extends keyof Database>(table: T, column: keyof Row<T> & string) =>
  (db: DB, id: number): Promise<string | null> =>
    describeRow(db, table, column, id);

/** `detail`: a string field of the answer (a created row's title). */
export const answerField =
  (field: string) =>
  (result: unknown): string | null => {
    const value: unknown =
      typeof result === 'object' && result !== null ? Object.entries(result).find(([key]) => key === field)?.[1] : undefined;
    return typeof value === 'string' ? value : null;
  };

/**
 * The audit entries of a titled kind's writes (an exhibition, an event): a create and an update name
 * the answer's title, a delete the row's title read before it goes.
 */
export const titledAudits = <T extends keyof Database>(kind: AuditKind, table: T, titleColumn: keyof Row<T> & string) =>
  ({
    create: { kind, action: 'create', detail: answerField(titleColumn) },
    update: { kind, action: 'update', detail: answerField(titleColumn) },
    delete: { kind, action: 'delete', before: rowLabel(table, titleColumn) },
  }) satisfies Record<string, AuditRule>;

/** One procedure of a router as the walkers see it: its dotted path, type, meta and input schema. */
export type DeclaredProcedure = {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: ProcedureMeta;
  /** The procedure's input schema (a zod schema in this codebase), when it takes one. */
  input: unknown;
};

type RecordNode = { [key: string]: unknown };
const isNode = (value: unknown): value is RecordNode => typeof value === 'object' && value !== null;
// `.meta()` only accepts ProcedureMeta (initTRPC.meta<ProcedureMeta>()), so any meta object is one.
const isMeta = (value: unknown): value is ProcedureMeta => isNode(value);

/** Every procedure of a router record (`appRouter._def.record`), in the record's order. */
export function declaredProcedures(record: RecordNode, prefix = ''): DeclaredProcedure[] {
  return Object.entries(record).flatMap(([key, value]): DeclaredProcedure[] => {
    if (typeof value !== 'function' && !isNode(value)) return [];
    const def: unknown = '_def' in value ? value._def : undefined;
    if (isNode(def) && def.procedure === true) {
      const type = def.type === 'mutation' || def.type === 'subscription' ? def.type : 'query';
      const inputs = Array.isArray(def.inputs) ? def.inputs : [];
      return [{ path: prefix + key, type, meta: isMeta(def.meta) ? def.meta : {}, input: inputs[0] }];
    }
    // A nested router's record, or the router itself.
    const nested = isNode(def) && def.router === true && isNode(def.record) ? def.record : value;
    return isNode(nested) ? declaredProcedures(nested, `${prefix}${key}.`) : [];
  });
}
