import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../../../contract/http/query-string';
import { parseQuery } from '../../../server/http/query-string';

describe('query strings', () => {
  it('writes lists the way the specification does, skus[]=a&skus[]=b', () => {
    expect(encodeQuery({ skus: ['100001', '100002'], page: 2, inc: true, none: undefined, gone: null })).toBe(
      '?skus%5B%5D=100001&skus%5B%5D=100002&page=2&inc=true',
    );
    expect(encodeQuery({})).toBe('');
  });

  it('reads them back, a list of one included', () => {
    expect(parseQuery('skus[]=a&skus[]=b&page=2')).toEqual({ skus: ['a', 'b'], page: '2' });
    expect(parseQuery('skus%5B%5D=a')).toEqual({ skus: ['a'] });
    expect(parseQuery(encodeQuery({ keywords: 'brake pads & discs' }).slice(1))).toEqual({
      keywords: 'brake pads & discs',
    });
  });

  it('keeps the first of a repeated plain key and never touches the prototype', () => {
    expect(parseQuery('a=1&a=2')).toEqual({ a: '1' });
    const parsed = parseQuery('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toBe('x');
    expect(parsed.constructor).toBe('y');
    // Keys an object inherits are still read as keys of the query, first value first.
    expect(parseQuery('toString=a&toString=b&hasOwnProperty[]=c')).toEqual({ toString: 'a', hasOwnProperty: ['c'] });
  });

  it('tolerates malformed percent-encoding, decoding the good escapes around a bad one', () => {
    expect(parseQuery('q=%zz')).toEqual({ q: '%zz' });
    expect(parseQuery('q=%zz%20a')).toEqual({ q: '%zz a' });
    expect(parseQuery('q=caf%C3%A9%')).toEqual({ q: 'café%' });
    expect(parseQuery('q=%C3')).toEqual({ q: '\uFFFD' });
    expect(parseQuery('k%zz%20y=1&skus[]=a%25b')).toEqual({ 'k%zz y': '1', skus: ['a%b'] });
    expect(parseQuery('discount=10%25')).toEqual({ discount: '10%' });
  });

  it('reads a query that starts with a second question mark as URLSearchParams did', () => {
    expect(parseQuery('?a=1&b[]=2')).toEqual({ a: '1', b: ['2'] });
  });

  it('reads a plus as a space, keeps empty values and joins a list split by other keys', () => {
    expect(parseQuery('keywords=brake+pads&empty=&bare')).toEqual({ keywords: 'brake pads', empty: '', bare: '' });
    expect(parseQuery('skus[]=a&page=2&skus[]=b')).toEqual({ skus: ['a', 'b'], page: '2' });
    expect(parseQuery('a=plain&a[]=x')).toEqual({ a: ['x'] });
  });
});
