/**
 * Query strings as the specification writes them: lists as `skus[]=a&skus[]=b`. The client
 * encodes with `encodeQuery`; the server parses with its `parseQuery` (server/http/query-string.ts),
 * so `skus` arrives as a list however many values were sent.
 */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function encodeQuery(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
