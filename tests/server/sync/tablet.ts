import type { Basket, BasketUpdate } from '../../../contract/basket/schemas';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../contract/http/headers';
import { uuidv7 } from '../../../contract/ids/uuid-v7';
import type { Order, PaymentTransaction } from '../../../contract/orders/schemas';
import { createRandom, stableHash, type Random } from '../../../server/prng';
import type { Change, Choice, EntryRecord, Journal } from './journal';

/**
 * One simulated tablet: its own session, its own outbox and the protocol of the architecture's
 * "How data flows", without the browser.
 *
 * - Entries go one at a time, in the order they were made. Each carries Idempotency-Key = its
 *   id; its body (with the basket version it is based on, the version this tablet last had from
 *   the server) is made at the first send and sent unchanged on every retry.
 * - Network error, 5xx, or 409 without `current` (the same key still running): back off with
 *   jitter and send the same entry again.
 * - 409 with `current`: a conflict, which the person settles at once. "Keep mine" (or, for a
 *   confirm, "Place the order at £…" with the new total) is a NEW entry under a NEW key, based on
 *   the server's copy, taking the old entry's place in the queue; the old key keeps its 409.
 *   "Take theirs" drops the change.
 * - Any other 4xx: the entry failed (recorded; the run expects none).
 */
export interface TabletOptions {
  name: string;
  userId: string;
  token: string;
  /** The bad network's address. */
  baseUrl: string;
  /** The run's seed: the person's choices in conflicts and the back-off's jitter are drawn from it. */
  seed: number;
  journal: Journal;
  /** How often the person keeps their own change in a conflict (else they take the server's). */
  keepMineChance: number;
}

type Answer = { status: number; body: unknown; replayed: boolean } | { networkError: string };

/** An entry that keeps failing for this long is given up (and flagged): the run must end. */
const GIVE_UP_MS = 30_000;
const REQUEST_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const hasCurrent = (body: unknown): body is { current: Basket; 'hydra:description'?: string } =>
  typeof body === 'object' &&
  body !== null &&
  'current' in body &&
  typeof (body as { current: unknown }).current === 'object';

export class Tablet {
  readonly name: string;
  readonly userId: string;
  /** The last copy of each basket the server gave this tablet. */
  readonly views = new Map<string, Basket>();
  private readonly versions = new Map<string, number>();
  private readonly outbox: EntryRecord[] = [];
  private wake: (() => void) | undefined;
  private idleWaiters: (() => void)[] = [];
  private sending = false;
  private stopped = false;
  private loop: Promise<void> | undefined;
  private readonly choices: Random;
  private readonly jitter: Random;

  constructor(private readonly options: TabletOptions) {
    this.name = options.name;
    this.userId = options.userId;
    this.choices = createRandom(stableHash(`${options.seed}|${options.name}|choices`));
    this.jitter = createRandom(stableHash(`${options.seed}|${options.name}|jitter`));
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  /** The person makes a change: it is queued, and goes when the ones before it have. */
  queue(change: Change): EntryRecord {
    const entry: EntryRecord = { id: uuidv7(), tablet: this.name, userId: this.userId, change, attempts: 0 };
    this.options.journal.add(entry);
    this.outbox.push(entry);
    this.wake?.();
    return entry;
  }

  get isIdle(): boolean {
    return this.outbox.length === 0 && !this.sending;
  }

  get waiting(): number {
    return this.outbox.length;
  }

  /** Resolves when the outbox is empty. */
  idle(): Promise<void> {
    if (this.isIdle) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * The basket as the server has it now, read through the bad network until it answers; the
   * tablet's base version moves to it. Only while nothing waits (a tablet with queued changes
   * keeps the version they are based on).
   */
  async pull(basketId: string): Promise<Basket> {
    if (!this.isIdle) throw new Error(`${this.name} pulled with changes waiting`);
    const started = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      this.options.journal.counts.reads += 1;
      const answer = await this.request('GET', `/baskets/${basketId}`);
      if (!('networkError' in answer) && answer.status === 200) {
        const basket = answer.body as Basket;
        this.options.journal.observe(basket, `${this.name} GET`);
        this.adopt(basket);
        return basket;
      }
      if (!('networkError' in answer) && answer.status < 500) {
        throw new Error(`${this.name} GET /baskets/${basketId}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${this.name} could not read basket ${basketId}`);
      await sleep(this.backoff(attempt));
    }
  }

  private adopt(basket: Basket): void {
    this.views.set(basket.id, basket);
    this.versions.set(basket.id, basket.version);
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const head = this.outbox[0];
      if (!head) {
        for (const resolve of this.idleWaiters.splice(0)) resolve();
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
        continue;
      }
      this.sending = true;
      try {
        await this.sendUntilAnswered(head);
      } finally {
        this.sending = false;
      }
    }
  }

  /** The request of an entry; its body is made once, at the first send. */
  private requestOf(entry: EntryRecord): { method: 'POST' | 'PUT'; path: string; body: Record<string, unknown> } {
    const { change } = entry;
    if (!entry.body) {
      const version = this.versions.get(change.basketId);
      switch (change.kind) {
        case 'create':
          entry.body = { id: change.basketId, currency: change.currency, lines: change.lines };
          break;
        case 'lines':
          entry.body = { version, lines: change.lines };
          break;
        case 'shipping':
          entry.body = { version, shipping: change.shipping };
          break;
        case 'promotion':
          entry.body = { version, promoCodes: [change.code] };
          break;
        case 'confirm':
          entry.body = { version, orderId: change.orderId, expectedTotalIncTax: change.expectedTotalIncTax };
          break;
        case 'pay':
          entry.body = {
            id: change.paymentId,
            order: change.orderId,
            currency: change.currency,
            provider: 'payOnAccount',
          };
          break;
      }
      if (change.kind !== 'create' && change.kind !== 'pay') entry.baseVersion = version;
    }
    const body = entry.body;
    switch (change.kind) {
      case 'create':
        return { method: 'POST', path: '/baskets', body };
      case 'lines':
      case 'shipping':
        return { method: 'PUT', path: `/baskets/${change.basketId}`, body };
      case 'promotion':
        return { method: 'PUT', path: `/baskets/${change.basketId}/promotion-codes`, body };
      case 'confirm':
        return { method: 'PUT', path: `/baskets/${change.basketId}/confirm`, body };
      case 'pay':
        return { method: 'POST', path: '/payment-transactions', body };
    }
  }

  private async sendUntilAnswered(entry: EntryRecord): Promise<void> {
    const { journal } = this.options;
    const started = Date.now();
    for (;;) {
      const { method, path, body } = this.requestOf(entry);
      entry.attempts += 1;
      journal.counts.sends += 1;
      const answer = await this.request(method, path, body, entry.id);
      if ('networkError' in answer) journal.counts.networkErrors += 1;
      else if (answer.status >= 500) journal.counts.serverErrors += 1;
      else if (answer.status === 409 && !hasCurrent(answer.body)) journal.counts.stillRunning += 1;
      else {
        if (answer.replayed) journal.counts.replayed += 1;
        this.outbox.shift();
        if (answer.status < 300) this.applied(entry, answer.status, answer.body, answer.replayed);
        else if (answer.status === 409 && hasCurrent(answer.body))
          this.conflict(entry, answer.body.current, answer.body['hydra:description'] ?? '');
        else {
          entry.outcome = { kind: 'failed', status: answer.status, body: answer.body };
        }
        return;
      }
      if (this.stopped || Date.now() - started > GIVE_UP_MS) {
        journal.flag(entry, `no answer after ${entry.attempts} tries (last: ${JSON.stringify(answer)})`);
        entry.outcome = { kind: 'failed', status: 'networkError' in answer ? 0 : answer.status, body: answer };
        this.outbox.shift();
        return;
      }
      await sleep(this.backoff(entry.attempts));
    }
  }

  private applied(entry: EntryRecord, status: number, body: unknown, replayed: boolean): void {
    const { journal } = this.options;
    const { change } = entry;
    entry.outcome = { kind: 'applied', status, answer: body, replayed };
    switch (change.kind) {
      case 'create': {
        const basket = body as Basket;
        // 200 is "this id is already yours": the create ran twice and the first answer was lost.
        if (status !== 201) journal.flag(entry, `create answered ${status}, not 201`);
        if (basket.version !== 1) journal.flag(entry, `a new basket at version ${basket.version}`);
        journal.observe(basket, `${this.name} create`);
        this.adopt(basket);
        return;
      }
      case 'lines':
      case 'shipping':
      case 'promotion': {
        const basket = body as BasketUpdate;
        if (basket.version !== (entry.baseVersion ?? 0) + 1) {
          journal.flag(entry, `based on version ${entry.baseVersion}, answered version ${basket.version}`);
        }
        if (change.kind === 'lines' && basket.violations.length)
          journal.flag(entry, `lines refused: ${JSON.stringify(basket.violations)}`);
        journal.observe(basket, `${this.name} ${change.kind}`);
        this.adopt(basket);
        return;
      }
      case 'confirm': {
        const order = body as Order;
        if (status !== 201 || order.id !== change.orderId || order.status !== 'awaiting-payment') {
          journal.flag(entry, `confirm answered ${status} ${order.id} ${order.status}`);
        }
        const view = this.views.get(change.basketId);
        if (view)
          this.views.set(change.basketId, {
            ...view,
            status: 'confirmed',
            orderId: order.id,
            version: (entry.baseVersion ?? 0) + 1,
          });
        this.versions.set(change.basketId, (entry.baseVersion ?? 0) + 1);
        return;
      }
      case 'pay': {
        const payment = body as PaymentTransaction;
        if (status !== 201 || payment.id !== change.paymentId)
          journal.flag(entry, `pay answered ${status} ${payment.id}`);
        return;
      }
    }
  }

  /** The person settles the conflict now; a settling entry takes the old one's place in the queue. */
  private conflict(entry: EntryRecord, current: Basket, message: string): void {
    const { journal, keepMineChance } = this.options;
    const { change } = entry;
    journal.counts.conflicts += 1;
    journal.observe(current, `${this.name} 409 ${change.kind}`);
    this.adopt(current);
    if (current.status === 'confirmed' || change.kind === 'create' || change.kind === 'pay') {
      // Nobody edits a basket once its order is placed in this run, and a confirm is never
      // conflicted by its own success: the first answer would have been replayed.
      journal.flag(entry, `409 on a ${current.status} basket: ${message}`);
      entry.outcome = { kind: 'conflict', current, message, choice: 'takeTheirs' };
      return;
    }
    let choice: Choice;
    let settling: Change | undefined;
    if (change.kind === 'confirm') {
      // "Place the order at £…": the total the server now asks, which the person has seen.
      choice = 'placeOrder';
      settling = { ...change, expectedTotalIncTax: current.totals.totalIncTax };
    } else if (entry.settles || this.choices.chance(keepMineChance)) {
      // Having kept their change once, the person keeps it again when it meets another.
      choice = 'keepMine';
      settling = change;
    } else {
      choice = 'takeTheirs';
    }
    entry.outcome = { kind: 'conflict', current, message, choice };
    if (!settling) return;
    const next: EntryRecord = {
      id: uuidv7(),
      tablet: this.name,
      userId: this.userId,
      change: settling,
      settles: entry.id,
      attempts: 0,
    };
    entry.outcome.settledBy = next.id;
    journal.add(next);
    this.outbox.unshift(next);
  }

  private backoff(attempt: number): number {
    const ceiling = Math.min(600, 15 * 2 ** Math.min(attempt, 6));
    return Math.round(ceiling * (0.5 + this.jitter.next() / 2));
  }

  private async request(method: 'GET' | 'POST' | 'PUT', path: string, body?: object, key?: string): Promise<Answer> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.token}` };
    if (body) headers['content-type'] = 'application/json';
    if (key) headers[IDEMPOTENCY_HEADER] = key;
    try {
      const response = await fetch(`${this.options.baseUrl}/api${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (a proxy's page): kept as text.
      }
      return {
        status: response.status,
        body: parsed,
        replayed: response.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true',
      };
    } catch (error) {
      return { networkError: (error as Error).message };
    }
  }
}
