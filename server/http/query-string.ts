import { parse } from 'fast-querystring';

/**
 * The router's query-string parser: `a=1&b[]=x&b[]=y` → `{ a: '1', b: ['x', 'y'] }`, the format
 * the contract's `encodeQuery` writes. A repeated plain key keeps its first value. fast-querystring
 * (Fastify's own parser) reads the text: URLSearchParams took 7 µs for product information's
 * twenty skus, it takes under 2.
 *
 * Malformed percent-encoding is read as URLSearchParams reads it (the good escapes decoded, a bad
 * `%` kept, invalid UTF-8 as U+FFFD), where fast-querystring would keep the whole value undecoded:
 * when a decoded key or value still holds a `%` (a bad escape, or a `%25`), URLSearchParams reads
 * the text instead. Browsers encode properly, so that is a hand-made URL's rare path.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  // Fastify hands over what follows the path's `?`; in `/x??a=1` that is `?a=1`, read as `a=1`.
  const query = text.charCodeAt(0) === 63 ? text.slice(1) : text;
  const parsed = parse(query) as Record<string, string | string[]>;
  if (query.includes('%') && holdsPercent(parsed)) {
    const out: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(query)) add(out, key, value);
    return out;
  }
  const out: Record<string, string | string[]> = {};
  for (const key in parsed) add(out, key, parsed[key] as string | string[]);
  return out;
}

function holdsPercent(parsed: Record<string, string | string[]>): boolean {
  for (const key in parsed) {
    const value = parsed[key] as string | string[];
    if (key.includes('%') || (typeof value === 'string' ? value.includes('%') : value.some((item) => item.includes('%')))) return true;
  }
  return false;
}

/** `key[]` as a list (however many values), a plain key as its first value. */
function add(out: Record<string, string | string[]>, key: string, value: string | string[]): void {
  if (key.endsWith('[]')) {
    const name = key.slice(0, -2);
    const list = typeof value === 'string' ? [value] : value;
    const earlier = Object.hasOwn(out, name) ? out[name] : undefined;
    set(out, name, Array.isArray(earlier) ? [...earlier, ...list] : list);
  } else if (!Object.hasOwn(out, key)) {
    set(out, key, typeof value === 'string' ? value : (value[0] as string));
  }
}

/** A key named __proto__ is only a key: defined, never assigned (which would set the prototype). */
function set(out: Record<string, string | string[]>, key: string, value: string | string[]): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}
