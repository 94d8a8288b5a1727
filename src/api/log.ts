import { sanitiseLogText } from '../../contract/log-sanitise';

/**
 * Every client log line goes through here: the text is sanitised (no newlines or control
 * characters, at most 1,000 characters with an ellipsis), so that an answer or a typed value
 * cannot forge log lines or flood the console. Lint forbids `console` elsewhere in src/.
 */
function line(parts: unknown[]): string {
  return sanitiseLogText(
    parts
      .map((part) => (part instanceof Error ? part.message : typeof part === 'string' ? part : safeJson(part)))
      .join(' '),
  );
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export const log = {
  info: (...parts: unknown[]) => console.info(line(parts)),
  warn: (...parts: unknown[]) => console.warn(line(parts)),
  error: (...parts: unknown[]) => console.error(line(parts)),
};
