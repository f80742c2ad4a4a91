import { TRPCClientError } from '@trpc/client';
import { type FieldErrors, fieldErrors } from '../../shared/field-errors';

type ErrorData = { httpStatus?: number; issues?: { path: string; message: string }[] };

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

/**
 * The spec's request error rule: a non-OK answer becomes "status: body text" (or the
 * status text when the body is empty).
 */
export async function requestError(response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  return new Error(`${response.status}: ${body || response.statusText}`);
}

/** fetch for the few calls made outside tRPC (uploads): credentials, JSON, the error rule. */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers, credentials: 'include' });
  if (!response.ok) throw await requestError(response);
  return (await response.json()) as T;
}
