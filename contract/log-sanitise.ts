/** Log text limit (trade-features §8 and §9). */
export const LOG_TEXT_LIMIT = 1000;

// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators: each could
// forge a new log line or hide text in a terminal.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Removes newlines and control characters and caps the text at 1000 characters with an ellipsis. */
export function sanitiseLogText(input: unknown): string {
  const text = (typeof input === 'string' ? input : String(input)).replace(CONTROL, '');
  if (text.length <= LOG_TEXT_LIMIT) return text;
  return `${text.slice(0, LOG_TEXT_LIMIT - 1)}…`;
}
