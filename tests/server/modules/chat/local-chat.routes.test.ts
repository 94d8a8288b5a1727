import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../../../contract/chat/messages';
import type { ChatMessage } from '../../../../contract/chat/schemas';
import { bearer, guestLogin, login, retail, trade } from '../../helpers/session';
import { buildTestApp, testDatabases } from '../../helpers/test-app';

describe.each(testDatabases)('the local chat panel on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database));
  });
  afterAll(() => app.close());

  const as = (headers: Record<string, string>) => ({
    get: (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers }),
    send: (body: unknown) => app.inject({ method: 'POST', url: '/api/chat/messages', headers, payload: { body } }),
  });

  it('is the chat in use when Zendesk is not configured, and there is no Zendesk token', async () => {
    const user = as(bearer((await login(app, retail.email, retail.password)).token));
    expect((await user.get('/chat/config')).json()).toEqual({ provider: 'local', widgetKey: null });
    const token = await user.get('/zendesk/generate-token');
    expect(token.statusCode).toBe(404);
    expect(token.json().detail).toBe(chatMessages.zendeskNotConfigured);
  });

  it('keeps the conversation, answered once by the parts desk’s greeting', async () => {
    const user = as(bearer((await login(app, retail.email, retail.password)).token));
    const first = await user.send('  Do you have pads for a 2019 Focus in Leeds?  ');
    expect(first.statusCode, first.body).toBe(201);
    const added = first.json()['hydra:member'] as ChatMessage[];
    expect(added.map((m) => [m.author, m.body])).toEqual([
      ['customer', 'Do you have pads for a 2019 Focus in Leeds?'],
      ['agent', chatMessages.agentGreeting(retail.firstName)],
    ]);
    const second = await user.send('It is WB19 KFD.');
    expect((second.json()['hydra:member'] as ChatMessage[]).map((m) => m.author)).toEqual(['customer']);
    const conversation = (await user.get('/chat/messages')).json()['hydra:member'] as ChatMessage[];
    expect(conversation.map((m) => m.author)).toEqual(['customer', 'agent', 'customer']);

    // Another user's conversation is their own.
    const other = as(bearer((await login(app, trade.email, trade.password)).token));
    expect((await other.get('/chat/messages')).json()['hydra:totalItems']).toBe(0);
  });

  it('refuses an empty or over-long message beside the field, and guests', async () => {
    const user = as(bearer((await login(app, retail.email, retail.password)).token));
    expect((await user.send('   ')).json().violations).toEqual([
      { propertyPath: 'body', message: 'Please write a message.' },
    ]);
    expect((await user.send('x'.repeat(2001))).statusCode).toBe(400);
    const guest = as(bearer((await guestLogin(app)).token));
    expect((await guest.send('Hello')).statusCode).toBe(403);
    expect((await as({}).get('/chat/messages')).statusCode).toBe(401);
  });
});
