/**
 * A form schema's output as a JSON body. JSON has no undefined, so a field the schema emptied
 * (an optional text, URL or image left blank) would vanish from the body, and an edit (PATCH)
 * would keep the old value. It is sent as '' instead, which the same schema reads as empty
 * again: the body still parses to exactly what was validated.
 */
export function jsonInput(data: Record<string, unknown>, fieldNames: readonly string[]): Record<string, unknown> {
  const out = { ...data };
  for (const name of fieldNames) if (out[name] === undefined) out[name] = '';
  return out;
}
