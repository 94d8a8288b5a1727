import { describe, expect, it } from 'vitest';
import type { AddressType } from '../../../../contract/addresses/countries';
import { ADDRESS_TYPES } from '../../../../contract/addresses/schemas';
import type { AddressRow } from '../../../../src/db/addresses';
import {
  ADDRESS_TYPE_ORDER,
  groupByType,
  localAddress,
  makeDefaultIn,
  repairDefaults,
} from '../../../../src/features/addresses/address-row';

function row(id: string, type: AddressType[], defaults: AddressType[] = [], position = 0): AddressRow {
  const address = localAddress(id, type, {
    firstName: 'Robin',
    lastName: 'Spanner',
    company: null,
    line1: `${id} Street`,
    line2: null,
    town: 'Leeds',
    county: null,
    postcode: 'LS1 6DT',
    countryCode: 'GB',
    telephone: null,
  });
  return {
    id,
    userId: 'u1',
    serverVersion: 1,
    provisional: false,
    updatedAt: '',
    position,
    deleted: false,
    problem: null,
    address: { ...address, defaults: defaults.map((t) => ({ type: t })), default: defaults.length > 0 },
  };
}
const defaultsOf = (rows: AddressRow[]) =>
  Object.fromEntries(rows.map((r) => [r.id, r.address.defaults.map((d) => d.type)]));

describe('the address rules run on the device', () => {
  it('keeps the contract order of types', () => {
    expect(ADDRESS_TYPE_ORDER).toEqual(ADDRESS_TYPES);
  });

  it('make default: one default per type, the address gaining a type it did not have', () => {
    const rows = [
      row('a', ['delivery'], ['delivery'], 0),
      row('b', ['delivery', 'billing'], ['billing'], 1),
      row('c', ['billing'], [], 2),
    ];
    const next = makeDefaultIn(rows, 'c', ['delivery']);
    expect(defaultsOf(next)).toEqual({ a: [], b: ['billing'], c: ['delivery'] });
    expect(next.find((r) => r.id === 'c')?.address.type).toEqual(['billing', 'delivery']);
    expect(next.find((r) => r.id === 'c')?.address.default).toBe(true);
    // Rows the rule did not touch are the same objects (only changed rows are written).
    expect(next[1]).toBe(rows[1]);
  });

  it('repair: the first address of a type without a default takes it; a deleted or dropped type gives it up', () => {
    const rows = [row('a', ['delivery'], ['delivery'], 0), row('b', ['delivery'], [], 1), row('c', ['billing'], [], 2)];
    expect(defaultsOf(repairDefaults(rows))).toEqual({ a: ['delivery'], b: [], c: ['billing'] });
    const deleted = repairDefaults([{ ...rows[0]!, deleted: true }, rows[1]!, rows[2]!]);
    expect(defaultsOf(deleted)).toEqual({ a: [], b: ['delivery'], c: ['billing'] });
    const retyped = repairDefaults([{ ...rows[0]!, address: { ...rows[0]!.address, type: ['billing'] } }, rows[1]!]);
    expect(defaultsOf(retyped)).toEqual({ a: ['billing'], b: ['delivery'] });
  });

  it('groups by type, the default first, then in list order, leaving deleted ones out', () => {
    const rows = [
      row('a', ['delivery'], [], 0),
      row('b', ['delivery', 'billing'], ['delivery', 'billing'], 1),
      row('c', ['delivery'], [], 2),
    ];
    const groups = groupByType([...rows, { ...row('d', ['delivery'], [], 3), deleted: true }]);
    expect(groups.delivery.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(groups.billing.map((r) => r.id)).toEqual(['b']);
  });
});
