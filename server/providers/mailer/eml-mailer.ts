import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from './mailer';

/**
 * The local mailer: each message becomes one RFC 5322 (822) `.eml` file in `{dataDir}/mail/`,
 * named by time and recipient, which a mail client opens and the browser tests read.
 */
export function createEmlMailer(dataDir: string, from: string, now: () => Date = () => new Date()): Mailer {
  const directory = join(dataDir, 'mail');
  return {
    async send(message) {
      await mkdir(directory, { recursive: true });
      const date = now();
      const id = randomBytes(6).toString('hex');
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const recipient = message.to.replace(/[^a-z0-9@._+-]/gi, '_');
      await writeFile(join(directory, `${stamp}-${recipient}-${id}.eml`), toEml(message, from, date, id), 'utf8');
    },
  };
}

// Header values must stay on one line: a newline in one would start a forged header.
const headerValue = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** UTF-8 text in an RFC 2047 encoded word when it is not plain ASCII. */
const encodeWord = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

export function toEml(message: MailMessage, from: string, date: Date, id: string): string {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'workbay.local';
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodeWord(headerValue(message.subject))}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${date.getTime()}.${id}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}
