import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { formMessages } from '../../../../contract/forms/messages';
import type { Form } from '../../../../contract/forms/schemas';
import { queryRows, type DatabaseHandle } from '../../../../server/db/database';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

const contact = {
  name: 'Siobhán Murphy',
  email: 'siobhan.murphy@example.ie',
  topic: 'order',
  orderReference: 'WB-104233',
  message: 'My brake discs arrived but the pads did not.\nCould you check the order?',
};

describe.each(testDatabases)('forms and their submissions on $name', (database) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let mailDir: string;
  let ip = 0;

  beforeAll(async () => {
    handle = await database.open();
    const built = await buildTestApp(database, { database: handle, config: { formsRateLimitMax: 4 } });
    app = built.app;
    mailDir = join(built.dataDir, 'mail');
  });
  afterAll(() => app.close());
  beforeEach(() => rm(mailDir, { recursive: true, force: true }));

  /** Each test from its own address, so that the rate limit is tested on purpose only. */
  let address = '';
  beforeEach(() => {
    address = `198.51.100.${++ip}`;
  });
  const submit = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/form-submissions', remoteAddress: address, payload });

  async function mails(): Promise<string[]> {
    const names = (await readdir(mailDir).catch(() => [] as string[])).sort();
    return Promise.all(names.map((name) => readFile(join(mailDir, name), 'utf8')));
  }

  it('lists the contact form and the trade account application with their fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/forms' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public/);
    const forms = response.json()['hydra:member'] as Form[];
    expect(forms.map((form) => form.code)).toEqual(['contact', 'trade-account']);
    const trade = forms[1];
    expect(trade?.fields.find((field) => field.name === 'postcode')).toMatchObject({
      kind: 'postcode',
      required: true,
    });
    expect(trade?.fields.find((field) => field.name === 'terms')).toMatchObject({ kind: 'checkbox', required: true });
    // Where the team's copy goes is the server's business.
    expect(JSON.stringify(forms)).not.toContain('notifyEmail');
  });

  it('stores a contact message, thanks the sender by mail and copies customer services', async () => {
    const response = await submit({ form: 'contact', data: { ...contact, telephone: '' } });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.message).toMatch(/^Thank you, your message has been sent/);
    const rows = await queryRows<{ form_code: string; email: string; data: Record<string, string> }>(
      handle.db,
      sql`SELECT form_code, email, data FROM form_submissions WHERE id = ${answer.id}`,
    );
    expect(rows).toEqual([{ form_code: 'contact', email: contact.email, data: contact }]);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const toSender = sent.find((mail) => mail.includes(`To: ${contact.email}`));
    expect(toSender).toContain('Topic: An order or a delivery');
    expect(toSender).toContain('Thank you, your message has been sent.');
    expect(sent.find((mail) => mail.includes('To: customer.services@workbay.test'))).toContain(
      `Reply to: ${contact.email}`,
    );
  });

  it('refuses bad fields one by one, beside each field, and stores nothing', async () => {
    const before = await queryRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM form_submissions`,
    );
    const response = await submit({
      form: 'trade-account',
      data: {
        company: '   ',
        businessType: 'spaceship',
        contactName: 'Gareth Evans',
        email: 'gareth@',
        telephone: '12',
        addressLine1: 'Unit 4, Llansamlet Trade Park',
        town: 'Swansea',
        postcode: 'SA7 9XX9',
        monthlySpend: '1000-5000',
        creditTerms: 'yes',
        terms: false,
        favouriteColour: 'blue',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()['@type']).toBe('ConstraintViolationList');
    expect(response.json().violations).toEqual([
      { propertyPath: 'data.favouriteColour', message: formMessages.unknownField },
      { propertyPath: 'data.company', message: 'Please enter your business name.' },
      { propertyPath: 'data.businessType', message: formMessages.choice },
      { propertyPath: 'data.email', message: formMessages.email },
      { propertyPath: 'data.telephone', message: formMessages.telephone },
      { propertyPath: 'data.postcode', message: formMessages.postcode },
      { propertyPath: 'data.creditTerms', message: formMessages.notTick },
      { propertyPath: 'data.terms', message: formMessages.requiredTick },
    ]);
    const after = await queryRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM form_submissions`,
    );
    expect(after).toEqual(before);
    expect(await mails()).toEqual([]);
  });

  it('takes a trade account application with an Eircode, and refuses an unknown form', async () => {
    const response = await submit({
      form: 'trade-account',
      data: {
        company: 'Raheen Motors',
        businessType: 'garage',
        contactName: 'Ciarán Walsh',
        email: 'ciaran@raheenmotors.example.ie',
        telephone: '+353 61 555 0123',
        addressLine1: 'Unit 2, Raheen Business Park',
        town: 'Limerick',
        postcode: 'v94 k8n2',
        monthlySpend: 'over-5000',
        creditTerms: true,
        terms: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toMatch(/^Thank you for applying for a trade account/);
    const unknown = await submit({ form: 'complaints', data: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().violations).toEqual([{ propertyPath: 'form', message: formMessages.formNotFound }]);
    const malformed = await submit({ form: 'contact', data: { message: { nested: true } } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().violations[0].propertyPath).toBe('data.message');
  });

  it('limits how often one address may send (429 in the Hydra shape)', async () => {
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await submit({ form: 'contact', data: {} })).statusCode).toBe(400);
    const refused = await submit({ form: 'contact', data: contact });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, detail: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
