import { beforeEach, describe, expect, it } from 'vitest';
import { addressSchema, newAddressSchema } from '../../../../contract/addresses/schemas';
import { appDb } from '../../../../src/db/app-db';
import { registerAddressOperations } from '../../../../src/features/addresses/address-operations';
import { addressFieldsShape, addressShape } from '../../../../src/features/addresses/address-payloads';
import {
  addAddress,
  deleteAddress,
  editAddress,
  makeDefaultAddress,
} from '../../../../src/features/addresses/address-store';
import { operationFor } from '../../../../src/sync/operations';
import { clearDb } from '../../sync/support';
import { input } from './support';

beforeEach(clearDb);

const keys = (shape: object) => Object.keys(shape).sort();

describe("the address changes' payload schemas", () => {
  it("name the contract's fields (written with zod alone, so they must be kept in step)", () => {
    expect(keys(addressShape.shape)).toEqual(keys(addressSchema.shape));
    const { id: _id, type: _type, default: _default, ...fields } = newAddressSchema.shape;
    expect(keys(addressFieldsShape.shape)).toEqual(keys(fields));
  });

  it('accept every payload the address book records', async () => {
    registerAddressOperations();
    const first = await addAddress('u1', input());
    const second = await addAddress(
      'u1',
      input({ type: ['billing', 'delivery'], line1: '2 Mill Lane', default: true }),
    );
    await editAddress('u1', first, input({ company: 'Spanner & Sons', telephone: '0113 496 0000' }));
    await makeDefaultAddress('u1', first, 'delivery');
    await deleteAddress('u1', second);

    const entries = await appDb.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => entry.operation)).toEqual([
      'address.create',
      'address.create',
      'address.update',
      'address.default',
      'address.delete',
    ]);
    for (const entry of entries) {
      const parsed = operationFor(entry.operation).payload.safeParse(entry.payload);
      expect(parsed.error?.issues, entry.operation).toBeUndefined();
    }
  });
});
