import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '../../../../src/db/app-db';
import { forgetAddressesOf } from '../../../../src/features/addresses/address-session';
import {
  addAddress,
  deleteAddress,
  editAddress,
  makeDefaultAddress,
} from '../../../../src/features/addresses/address-store';
import { clearDb } from '../../sync/support';
import { input } from './support';

beforeEach(clearDb);

const entries = () => appDb.outbox.orderBy('id').toArray();
const rowOf = async (id: string) => (await appDb.addresses.get(id))!;

describe('address changes on the device (offline first)', () => {
  it('adds an address with a UUID v7 made here, shown at once, its change queued in the same transaction', async () => {
    const id = await addAddress('u1', input());
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      userId: 'u1',
      serverVersion: 0,
      provisional: true,
      deleted: false,
      problem: null,
      position: 0,
    });
    // Written the country's way, as the server will store it; empty optional lines are none.
    expect(row.address).toMatchObject({
      id,
      type: ['delivery'],
      postcode: 'LS1 6DT',
      company: null,
      line2: null,
      telephone: null,
    });
    // The first address of a type is its default, as on the server.
    expect(row.address.defaults).toEqual([{ type: 'delivery' }]);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      userId: 'u1',
      entity: 'address',
      entityId: id,
      operation: 'address.create',
      state: 'pending',
      description: 'Add delivery address 14 Market Street, Leeds',
      payload: {
        type: ['delivery'],
        default: false,
        fields: { line1: '14 Market Street', postcode: 'LS1 6DT', countryCode: 'GB' },
      },
    });
  });

  it('an Eircode is written the Irish way', async () => {
    const id = await addAddress(
      'u1',
      input({ countryCode: 'IE', postcode: 'd02x285', line1: '7 Camden Row', town: 'Dublin' }),
    );
    expect((await rowOf(id)).address.postcode).toBe('D02 X285');
  });

  it('a new default and "Make default" take the default off the previous one', async () => {
    const first = await addAddress('u1', input());
    const second = await addAddress(
      'u1',
      input({ line1: '2 Kirkstall Road', type: ['delivery', 'billing'] }),
      new Date(Date.now() + 1),
    );
    expect((await rowOf(first)).address.defaults).toEqual([{ type: 'delivery' }]);
    expect((await rowOf(second)).address.defaults).toEqual([{ type: 'billing' }]);

    await makeDefaultAddress('u1', second, 'delivery');
    expect((await rowOf(first)).address.defaults).toEqual([]);
    expect((await rowOf(second)).address.defaults).toEqual([{ type: 'billing' }, { type: 'delivery' }]);
    expect((await entries()).map((e) => e.description)).toEqual([
      'Add delivery address 14 Market Street, Leeds',
      'Add billing and delivery address 2 Kirkstall Road, Leeds',
      'Make 2 Kirkstall Road, Leeds the default delivery address',
    ]);

    const third = await addAddress('u1', input({ line1: '9 Briggate' }), new Date(Date.now() + 2));
    expect((await rowOf(third)).address.defaults).toEqual([]);
    const fourth = await addAddress('u1', input({ line1: '1 Park Row', default: true }), new Date(Date.now() + 3));
    expect((await rowOf(fourth)).address.defaults).toEqual([{ type: 'delivery' }]);
    expect((await rowOf(second)).address.defaults).toEqual([{ type: 'billing' }]);
    expect((await entries()).at(-1)?.description).toBe('Add delivery address 1 Park Row, Leeds as the default');
  });

  it('delete hides the address at once and passes its default to the next of its type', async () => {
    const first = await addAddress('u1', input());
    const second = await addAddress('u1', input({ line1: '2 Kirkstall Road' }), new Date(Date.now() + 1));
    await deleteAddress('u1', first);
    expect(await rowOf(first)).toMatchObject({ deleted: true });
    expect((await rowOf(second)).address.defaults).toEqual([{ type: 'delivery' }]);
    expect((await entries()).at(-1)).toMatchObject({
      operation: 'address.delete',
      entityId: first,
      description: 'Delete delivery address 14 Market Street, Leeds',
    });
    await expect(editAddress('u1', first, input())).rejects.toThrow('This address could not be found.');
  });

  it("never touches another person's address", async () => {
    const id = await addAddress('u1', input());
    await expect(deleteAddress('u2', id)).rejects.toThrow('This address could not be found.');
    await expect(makeDefaultAddress('u2', id, 'delivery')).rejects.toThrow('This address could not be found.');
  });

  it('an edit queues every field, with the copy before it to restore on discard', async () => {
    const id = await addAddress('u1', input());
    await editAddress('u1', id, input({ line1: '16 Market Street', type: ['billing'] }));
    const row = await rowOf(id);
    expect(row.address).toMatchObject({
      line1: '16 Market Street',
      type: ['billing'],
      defaults: [{ type: 'billing' }],
    });
    const edit = (await entries()).at(-1)!;
    expect(edit).toMatchObject({
      operation: 'address.update',
      description: 'Change billing address 16 Market Street, Leeds',
      payload: { type: ['billing'], fields: { line1: '16 Market Street' } },
    });
    expect((edit.payload as { previous: { line1: string } }).previous.line1).toBe('14 Market Street');
  });

  it('correcting an address the server refused to add sends the same add again, corrected', async () => {
    const id = await addAddress('u1', input());
    const [create] = await entries();
    await appDb.outbox.update(create!.id, { state: 'failed', lastError: 'Enter a valid UK postcode, like LS1 4AP' });
    await appDb.addresses.update(id, {
      problem: {
        message: 'Enter a valid UK postcode, like LS1 4AP',
        violations: [{ propertyPath: 'postcode', message: 'Enter a valid UK postcode, like LS1 4AP' }],
      },
    });

    await editAddress('u1', id, input({ postcode: 'LS1 4AP' }), new Date(Date.now() + 1));
    const all = await entries();
    expect(all).toHaveLength(1);
    // A new entry, so a new Idempotency-Key: the server keeps its refusal of the old one.
    expect(all[0]?.id).not.toBe(create!.id);
    expect(all[0]).toMatchObject({
      operation: 'address.create',
      entityId: id,
      state: 'pending',
      payload: { fields: { postcode: 'LS1 4AP' } },
    });
    expect((await rowOf(id)).problem).toBeNull();
  });

  it('a new edit replaces an edit the server refused', async () => {
    const id = await addAddress('u1', input());
    await appDb.outbox.clear();
    await editAddress('u1', id, input({ telephone: 'call me' }));
    const [refused] = await entries();
    await appDb.outbox.update(refused!.id, { state: 'failed' });
    await editAddress('u1', id, input({ telephone: '0113 496 0123' }));
    const all = await entries();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ state: 'pending', payload: { fields: { telephone: '0113 496 0123' } } });
    expect((all[0]!.payload as { previous: { telephone: string | null } }).previous.telephone).toBeNull();
  });
});

describe('logging out', () => {
  it("takes the person's addresses off the device, unless changes of theirs still wait", async () => {
    await addAddress('u1', input());
    await addAddress('u2', input());
    await forgetAddressesOf('u1');
    expect(await appDb.addresses.count()).toBe(2);
    await appDb.outbox.where('userId').equals('u1').delete();
    await forgetAddressesOf('u1');
    expect((await appDb.addresses.toArray()).map((r) => r.userId)).toEqual(['u2']);
  });
});
