/**
 * A closed set of kinds declared once, with the words that name each: the kinds in the order
 * written (the order lists and menus show them in), as a non-empty tuple z.enum accepts, and the
 * labels by kind.
 */
export function labelled<K extends string>(labels: Record<K, string>): readonly [readonly [K, ...K[]], Record<K, string>] {
  // An object literal's own keys, in the order written: exactly its kinds.
  return [Object.keys(labels) as [K, ...K[]], labels];
}
