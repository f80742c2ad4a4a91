import { TRPCError } from '@trpc/server';

/**
 * Services throw these; tRPC sends them as-is and the REST mirror maps the code to the
 * honest HTTP status of D3 (400, 401, 403, 404, 409, 413, 415, 429).
 */
export const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const unauthorized = (message = 'Not logged in') => new TRPCError({ code: 'UNAUTHORIZED', message });
export const forbidden = (message: string) => new TRPCError({ code: 'FORBIDDEN', message });
export const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });
export const tooLarge = (message: string) => new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message });
export const unsupportedType = (message: string) => new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message });
export const tooManyRequests = (message: string) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
