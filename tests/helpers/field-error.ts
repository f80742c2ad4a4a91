import { expect } from 'vitest';

/** A 400 whose message and issues name the field. */
export function expectFieldError(res: { status: number; json: any }, field: string) {
  expect(res.status).toBe(400);
  expect(res.json.error).toContain(field);
  expect(res.json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
}
