import { expect } from 'vitest';
import { errorOutput } from '../../src/shared/schemas/answers';

/** A 400 whose message and issues name the field. */
export function expectFieldError(res: { status: number; json: unknown }, field: string) {
  expect(res.status).toBe(400);
  const body = errorOutput.parse(res.json);
  expect(body.error).toContain(field);
  expect(body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
}
