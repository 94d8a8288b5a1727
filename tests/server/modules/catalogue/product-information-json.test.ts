import fc from 'fast-check';
import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../../../../contract/routes';
import { immutable } from '../../../../server/http/immutable-answers';
import { writeProductInformation } from '../../../../server/modules/catalogue/product-information-json';

// The hand-written writer must write what fast-json-stringify writes from the contract's schema.
const schema = routes.productInformation.response;
const generated = fastJson(z.toJSONSchema(schema, { io: 'input', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);

const text = fc.string({ unit: 'binary', maxLength: 12 });
const integer = fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.maxSafeInteger(), fc.constant(-0));
const location = fc.record({ id: text, name: text, slug: text });
// Branches are shared between lines, as branch-order.ts shares them; some immutable, some not.
const branches = fc.array(fc.tuple(location, fc.boolean()), { minLength: 1, maxLength: 4 }).map((list) => list.map(([ref, kept]) => (kept ? immutable(ref) : ref)));

const answer = branches.chain((pool) =>
  fc.record({
    'hydra:member': fc.array(
      fc.record({
        sku: text,
        currency: fc.constantFrom('GBP' as const, 'EUR' as const),
        price: integer,
        wasPrice: fc.option(integer, { nil: null }),
        wasPriceEcp: fc.option(integer, { nil: null }),
        surcharge: integer,
        priceWithSurcharge: integer,
        taxRate: integer,
        stock: fc.array(fc.record({ location: fc.constantFrom(...pool), stock: integer }), { maxLength: 5 }),
        preferredBranchId: fc.option(text, { nil: null }),
        showAddToBasketButton: fc.boolean(),
        showOnWebsite: fc.boolean(),
      }),
      { maxLength: 4 },
    ),
    'hydra:totalItems': fc.nat(),
  }),
);

describe('product information written by hand', () => {
  it('writes exactly what fast-json-stringify writes from the schema, including odd text and the same branch twice', () => {
    fc.assert(
      fc.property(answer, (value) => {
        expect(schema.safeParse(value).success).toBe(true);
        expect(writeProductInformation(value)).toBe(generated(value));
        // Again, now that the immutable branches' JSON is kept.
        expect(writeProductInformation(value)).toBe(generated(value));
      }),
      { numRuns: 300 },
    );
  });
});
