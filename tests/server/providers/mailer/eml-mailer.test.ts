import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmlMailer, toEml } from '../../../../server/providers/mailer/eml-mailer';

describe('the local .eml mailer', () => {
  let dataDir: string | undefined;
  afterEach(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

  it('writes one file per message under {dataDir}/mail, named by time and recipient', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'workbay-mail-'));
    const mailer = createEmlMailer(
      dataDir,
      'Workbay <no-reply@workbay.test>',
      () => new Date('2026-01-02T03:04:05.678Z'),
    );
    await mailer.send({ to: 'a@workbay.test', subject: 'One', text: 'Hello' });
    await mailer.send({ to: 'a@workbay.test', subject: 'Two', text: 'Hello' });
    const names = (await readdir(join(dataDir, 'mail'))).sort();
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^2026-01-02T03-04-05-678Z-a@workbay\.test-[0-9a-f]{12}\.eml$/);
    expect(await readFile(join(dataDir, 'mail', names[0] ?? ''), 'utf8')).toContain('To: a@workbay.test\r\n');
  });

  it('formats RFC 5322 headers with CRLF, a blank line and the body', () => {
    const date = new Date('2026-01-02T03:04:05Z');
    const eml = toEml(
      { to: 'b@workbay.test', subject: 'Réinitialiser', text: 'line 1\nline 2' },
      'W <no-reply@workbay.test>',
      date,
      'abc',
    );
    const [head, body] = eml.split('\r\n\r\n');
    expect(head?.split('\r\n')).toEqual([
      'From: W <no-reply@workbay.test>',
      'To: b@workbay.test',
      `Subject: =?UTF-8?B?${Buffer.from('Réinitialiser').toString('base64')}?=`,
      'Date: Fri, 02 Jan 2026 03:04:05 +0000',
      `Message-ID: <${date.getTime()}.abc@workbay.test>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
    expect(body).toBe('line 1\r\nline 2\r\n');
  });

  it('keeps header values on one line, so no header can be forged', () => {
    const eml = toEml(
      { to: 'c@workbay.test\r\nBcc: evil@example.com', subject: 'x', text: '' },
      'W <w@x.test>',
      new Date(),
      'id',
    );
    expect(eml).not.toMatch(/^Bcc:/m);
  });
});
