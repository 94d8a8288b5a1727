import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, nothingApplied } from '../../../contract/documents/apply-changes';
import { applyHealthCheckChange } from '../../../contract/health-checks/apply';
import { healthCheckChangesSchema, type HealthCheckChange } from '../../../contract/health-checks/intents';
import { itemIdOf } from '../../../contract/health-checks/item-ids';
import { newHealthCheck, positionAt } from '../../../contract/health-checks/new-check';
import type { HealthCheck } from '../../../contract/health-checks/schemas';
import { fullTemplate, quickTemplate } from '../../../contract/health-checks/templates';

const ID = '01936b2e-0000-7000-8000-0000000c0001';
const check = (): HealthCheck =>
  newHealthCheck(
    { id: ID, template: 'quick', vrm: 'YX19 KLM', vehicle: 'Ford Focus 1.0 EcoBoost', mileage: 48210, workOrder: null },
    quickTemplate,
    { currency: 'GBP', technician: 'Dan Whitaker', now: '2026-12-07T09:00:00.000Z' },
  );
const itemId = (key: string) => itemIdOf(ID, key);
const apply = (doc: HealthCheck, changes: HealthCheckChange[]) =>
  applyChanges(nothingApplied(doc), changes, applyHealthCheckChange);
const update = (key: string, base: Record<string, unknown>, set: Record<string, unknown>): HealthCheckChange =>
  ({ op: 'updateLine', kind: 'item', id: itemId(key), base, set }) as HealthCheckChange;

describe('a new health check from its template', () => {
  it('is made the same on the device and the server: one item per template item, keyed alike', () => {
    const made = check();
    expect(made.items).toHaveLength(15);
    expect(
      newHealthCheck({ ...made, template: 'quick' }, quickTemplate, {
        currency: 'GBP',
        technician: 'Dan Whitaker',
        now: made.createdAt,
      }),
    ).toEqual(made);
    expect(new Set(made.items.map((item) => item.id)).size).toBe(15);
    expect(made.items.every((item) => item.state === 'not-checked')).toBe(true);
    expect(fullTemplate.items.length).toBeGreaterThanOrEqual(30);
  });

  it('keys an item by the check and the template key, as a UUID', () => {
    expect(itemIdOf(ID, 'tyre-nsf')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(itemIdOf(ID, 'tyre-nsf')).toBe(itemIdOf(ID.toUpperCase(), 'tyre-nsf'));
    expect(itemIdOf(ID, 'tyre-nsf')).not.toBe(itemIdOf(ID, 'tyre-osf'));
    expect(itemIdOf(ID, 'tyre-nsf')).not.toBe(itemIdOf('01936b2e-0000-7000-8000-0000000c0002', 'tyre-nsf'));
  });

  it('orders items as fractional-indexing keys', () => {
    const keys = Array.from({ length: 130 }, (_, index) => positionAt(index));
    expect([...keys].sort()).toEqual(keys);
    expect(keys.slice(0, 3)).toEqual(['a0', 'a1', 'a2']);
    expect(keys[62]).toBe('b00');
  });
});

describe('marking a health check', () => {
  it('takes a tyre measured and marked, and passes the contract’s schema', () => {
    const changes = [
      update(
        'tyre-nsf',
        { state: 'not-checked', measurement: null },
        { state: 'amber', measurement: { kind: 'tread', outer: 28, middle: 31, inner: 33 } },
      ),
    ];
    expect(healthCheckChangesSchema.safeParse({ changes }).success).toBe(true);
    const { doc, changed } = apply(check(), changes);
    expect(changed).toBe(true);
    expect(doc.items.find((item) => item.key === 'tyre-nsf')).toMatchObject({ state: 'amber', rev: 2 });
  });

  it('refuses to complete while an item has no evidence, naming the item', () => {
    const marked = apply(check(), [update('lights', { state: 'not-checked' }, { state: 'red' })]).doc;
    const done = apply(marked, [{ op: 'setStatus', from: 'in-progress', to: 'completed' }]);
    expect(done.changed).toBe(false);
    expect(done.refusals).toEqual([
      {
        path: `items[${itemId('lights')}].state`,
        message: 'A red or amber item needs a measurement, a photo or a note for the customer.',
        index: 0,
      },
    ]);
    const noted = apply(marked, [
      update('lights', { customerNote: null }, { customerNote: 'Offside headlight bulb out' }),
      { op: 'setStatus', from: 'in-progress', to: 'completed' },
    ]);
    expect(noted.doc.status).toBe('completed');
  });

  it('locks an item the customer has answered', () => {
    const sent: HealthCheck = {
      ...check(),
      status: 'sent',
      answers: [
        {
          item: itemId('pads-nsf'),
          decision: 'approved',
          reason: null,
          laterDate: null,
          at: '2026-12-07T10:00:00.000Z',
          method: 'online',
          by: 'the customer',
          priceShown: { excTax: 8500, incTax: 10200 },
          notOnWorkOrder: null,
        },
      ],
    };
    const { clashes, changed } = apply(sent, [update('pads-nsf', { customerNote: null }, { customerNote: 'Changed' })]);
    expect(changed).toBe(false);
    expect(clashes[0]?.reason).toBe('locked');
  });

  it('merges two tablets per field: intents on different fields give the same check in either order', () => {
    const keys = quickTemplate.items.map((item) => item.key);
    const fields = ['state', 'customerNote', 'internalNote', 'motFailure'] as const;
    const values = { state: 'green', customerNote: 'Worn', internalNote: 'Check again', motFailure: true };
    const before = { state: 'not-checked', customerNote: null, internalNote: null, motFailure: false };
    const intent = fc
      .record({ key: fc.constantFrom(...keys), field: fc.constantFrom(...fields) })
      .map(({ key, field }) => ({
        key,
        field,
        change: update(key, { [field]: before[field] }, { [field]: values[field] }),
      }));
    fc.assert(
      fc.property(fc.array(intent, { maxLength: 12 }), fc.array(intent, { maxLength: 12 }), (mine, theirs) => {
        const touched = new Set(mine.map(({ key, field }) => `${key}.${field}`));
        const others = theirs.filter(({ key, field }) => !touched.has(`${key}.${field}`));
        const a = apply(
          apply(
            check(),
            mine.map((i) => i.change),
          ).doc,
          others.map((i) => i.change),
        );
        const b = apply(
          apply(
            check(),
            others.map((i) => i.change),
          ).doc,
          mine.map((i) => i.change),
        );
        const fieldsOf = (doc: HealthCheck) => doc.items.map(({ rev: _rev, ...item }) => item);
        expect(fieldsOf(a.doc)).toEqual(fieldsOf(b.doc));
        expect(a.clashes).toEqual([]);
        expect(b.clashes).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
