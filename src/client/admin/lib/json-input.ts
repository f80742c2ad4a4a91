/**
 * A form schema's output as a JSON body: every optional field (undefined) is sent as ''. JSON has
 * no undefined, so a field the schema emptied (an optional text, URL or image left blank) would
 * vanish from the body, and an edit (PATCH) would keep the old value; '' is read as empty again by
 * the same schema, so the body still parses to exactly what was validated.
 */
export type JsonBody<O> = { [K in keyof O]-?: undefined extends O[K] ? Exclude<O[K], undefined> | '' : O[K] };

export function jsonInput<O extends object>(data: O, fieldNames: readonly string[]): JsonBody<O> {
  const blanks = fieldNames.filter((name) => !(name in data) || Reflect.get(data, name) === undefined).map((name) => [name, ''] as const);
  // The blanks are exactly the fields JsonBody turns from undefined into ''.
  return { ...data, ...Object.fromEntries(blanks) } as JsonBody<O>;
}
