import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// scripts/e2e.mjs (or playwright.config.ts) starts the server with this DATA_DIR; the local
// mail provider writes every message there as a .eml file.
const mailDir = join(process.env.E2E_DATA_DIR ?? '', 'mail');

/** The text of a mail, undoing quoted-printable encoding (soft line breaks, =XX bytes) if used. */
function mailText(mail: string): string {
  if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(mail)) return mail;
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function mailsTo(email: string): Promise<string[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => readFile(join(mailDir, name), 'utf8')),
  );
  return mails.map(mailText).filter((mail) => mail.toLowerCase().includes(email.toLowerCase()));
}

/** Waits for the password reset mail to `email` and returns its set-password link. */
export async function passwordResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        link = mails.map((mail) => mail.match(/https?:\/\/\S+\/account\/set-password\?[^\s"<>]+/)?.[0]).find(Boolean);
        return link;
      },
      { message: `a reset mail to ${email} in ${mailDir}` },
    )
    .toBeTruthy();
  return (link as string).replace(/&amp;/g, '&');
}
