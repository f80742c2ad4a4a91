/**
 * The one translation of validation issues (zod's, or the `issues` of a D3 error body) into
 * what people read: a message per field next to its input, or one line for a whole request.
 * Free of zod so any page can use it without loading the schemas.
 */
type FieldIssue = { path: string; message: string };
export type FieldErrors = Record<string, string>;
type IssueLike = { path: readonly PropertyKey[] | string; message: string };

const pathText = (path: IssueLike['path']) => (typeof path === 'string' ? path : path.map(String).join('.'));

/** zod issues as D3's `issues`: `[{ path: "authorEmail", message }]`. */
export function toFieldIssues(issues: readonly IssueLike[]): FieldIssue[] {
  return issues.map((issue) => ({ path: pathText(issue.path), message: issue.message }));
}

/** "authorEmail: Please enter a valid email address; comment: Comment is required" */
export function issuesMessage(issues: readonly IssueLike[]): string {
  return toFieldIssues(issues)
    .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
    .join('; ');
}

/** The first message per form field (the first segment of the path: `keyInsights.2` -> `keyInsights`). */
export function fieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of toFieldIssues(issues)) {
    const field = issue.path.split('.')[0] ?? '';
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
