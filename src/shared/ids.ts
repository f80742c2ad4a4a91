/** Ids are positive whole numbers of at most 15 digits, in a URL segment or a JSON body. */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The id in a route such as /exhibitions/12, or null for "abc", "0", "1e3" or "012". */
export function parseRouteId(value: string): number | null {
  return ID_PATTERN.test(value) ? Number(value) : null;
}
