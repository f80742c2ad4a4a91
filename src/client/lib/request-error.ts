import { TRPCClientError } from '@trpc/client';
import { type FieldErrors, fieldErrors } from '~/shared/field-errors';
import { FRESH_PROOF_REQUIRED } from '~/shared/fresh-proof';

type ErrorData = { httpStatus?: number; issues?: { path: string; message: string }[]; reason?: string };

/** The message the server gave, without the status. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof TRPCClientError || error instanceof Error) return error.message || undefined;
  return undefined;
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as ErrorData | undefined)?.httpStatus : undefined;
}

/** Field name -> message from a server validation error (D3's `issues`), for showing next to inputs. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const issues = error instanceof TRPCClientError ? (error.data as ErrorData | undefined)?.issues : undefined;
  return fieldErrors(issues ?? []);
}

/** Whether the server asks the staff member to confirm it is them before trying again (docs/decisions/036). */
export function needsFreshProof(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as ErrorData | undefined)?.reason === FRESH_PROOF_REQUIRED;
}
