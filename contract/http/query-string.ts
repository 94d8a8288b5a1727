/**
 * Query strings as the specification writes them: lists as `skus[]=a&skus[]=b`. The client
 * encodes with `encodeQuery`; the server parses with `parseQuery`, so `skus` arrives as a list
 * however many values were sent.
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

/** `a=1&b[]=x&b[]=y` → `{ a: '1', b: ['x', 'y'] }`; a repeated plain key keeps its first value. */
export function parseQuery(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(text)) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = out[key];
      if (Array.isArray(list)) list.push(value);
      else out[key] = [value];
    } else if (!(rawKey in out)) {
      out[rawKey] = value;
    }
  }
  return { ...out };
}
