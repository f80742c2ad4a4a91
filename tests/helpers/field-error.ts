import { expect } from 'vitest';
import { errorOutput } from '~/shared/schemas/answers';

/** A 400 whose message and issues name the field. */
export function expectFieldError(res: { status: number; json: unknown }, field: string) {
  expect(res.status).toBe(400);
  const body = errorOutput.parse(res.json);
  expect(body.error).toContain(field);
  expect(body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
}

/** A 400 whose issues name the field (whatever its message says). */
export function expectIssueAt(res: { status: number; json: unknown }, field: string) {
  expect(res.status).toBe(400);
  expect(errorOutput.parse(res.json).issues?.map((issue) => issue.path)).toContain(field);
}

/** A 400 whose issues include each of these (a path and its message, or a matcher for it). */
export function expectIssues(res: { status: number; json: unknown }, issues: { path: string; message: unknown }[]) {
  expect(res.status).toBe(400);
  expect(errorOutput.parse(res.json).issues).toEqual(expect.arrayContaining(issues));
}
