/**
 * A list of text as one PostgreSQL array literal (`{"a","b"}`), for a statement that names the
 * list more than once (`= ANY(…)` to find the rows, `array_position(…)` to number them): the
 * driver would write the array out again for each parameter, item by item, while the literal is
 * written once and sent as it is. Every item is quoted, so commas, braces and spaces are data.
 */
export function textArrayLiteral(values: readonly string[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string;
    // Inside quotes only a backslash and a double quote need escaping (PostgreSQL, "Array Value Input").
    literal += `${i ? ',' : ''}"${/["\\]/.test(value) ? value.replace(/["\\]/g, '\\$&') : value}"`;
  }
  return `${literal}}`;
}
