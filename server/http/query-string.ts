/**
 * The router's query-string parser: `a=1&b[]=x&b[]=y` → `{ a: '1', b: ['x', 'y'] }`, the format
 * the contract's `encodeQuery` writes. A repeated plain key keeps its first value. URLSearchParams
 * reads the text: a plus is a space, and malformed percent-encoding is tolerated (the good escapes
 * decoded, a bad `%` kept, invalid UTF-8 as U+FFFD). Fastify hands over what follows the path's
 * `?`; in `/x??a=1` that is `?a=1`, whose leading `?` URLSearchParams drops.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) add(out, key, value);
  return out;
}

/** `key[]` as a list (however many values), a plain key as its first value. */
function add(out: Record<string, string | string[]>, key: string, value: string): void {
  if (key.endsWith('[]')) {
    const name = key.slice(0, -2);
    const earlier = Object.hasOwn(out, name) ? out[name] : undefined;
    if (Array.isArray(earlier)) earlier.push(value);
    else set(out, name, [value]);
  } else if (!Object.hasOwn(out, key)) {
    set(out, key, value);
  }
}

/** A key named __proto__ is only a key: defined, never assigned (which would set the prototype). */
function set(out: Record<string, string | string[]>, key: string, value: string | string[]): void {
  if (key === '__proto__')
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}
