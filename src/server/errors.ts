import { FRESH_PROOF_REQUIRED } from '../shared/fresh-proof';

/**
 * Domain errors: what services throw when a request cannot be honoured. They know nothing of
 * HTTP or tRPC; the tRPC error middleware (src/routers/trpc.ts) and the REST error handler
 * (src/server/error-handler.ts) map each kind to its D3 status through `status` below.
 */
export type DomainErrorKind =
  | 'BadRequest'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'Throttled'
  | 'PaymentRequired'
  | 'BadGateway'
  | 'Unavailable';

/** D3's honest status of each kind. */
const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  Throttled: 429,
  PaymentRequired: 402,
  BadGateway: 502,
  Unavailable: 503,
};

/** Facts for the server log only (an outside service's request id), never for the answer: plain values by name. */
export type LogFacts = { readonly [fact: string]: string | number | boolean | null | undefined };

export class DomainError extends Error {
  /** Facts for the server log only (an outside service's request id), never for the answer. */
  readonly log: LogFacts;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options?: { cause?: unknown; log?: LogFacts },
  ) {
    super(message, options);
    this.name = kind;
    this.log = options?.log ?? {};
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}

/** Too many attempts: carries the wait as a number so each transport can send Retry-After. */
export class Throttled extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('Throttled', message);
  }
}

/**
 * A change to how the account signs in, asked without a recent confirmation of identity
 * (docs/decisions/036): a 403 whose `reason` tells the panel to ask for the password and second factor.
 */
export class FreshProofRequired extends DomainError {
  readonly reason = FRESH_PROOF_REQUIRED;

  constructor(message: string) {
    super('Forbidden', message);
  }
}

export const badRequest = (message: string) => new DomainError('BadRequest', message);
export const unauthorized = (message = 'Not logged in') => new DomainError('Unauthorized', message);
export const forbidden = (message: string) => new DomainError('Forbidden', message);
export const notFound = (message: string) => new DomainError('NotFound', message);
export const conflict = (message: string) => new DomainError('Conflict', message);
export const tooLarge = (message: string) => new DomainError('PayloadTooLarge', message);
export const unsupportedType = (message: string) => new DomainError('UnsupportedMediaType', message);
/** An outside service (the payment provider) could not be reached: not the visitor's fault, worth a retry. */
export const unavailable = (message: string, cause?: unknown, log?: LogFacts) => new DomainError('Unavailable', message, { cause, log });
/** An outside service refused the club's own request (a bad parameter, a bad key): a fault on our side, not worth a retry. */
export const badGateway = (message: string, cause?: unknown, log?: LogFacts) => new DomainError('BadGateway', message, { cause, log });
/** The payer's card was refused: the card's own message. */
export const paymentRequired = (message: string, cause?: unknown) => new DomainError('PaymentRequired', message, { cause });
