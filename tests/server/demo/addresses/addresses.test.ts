import { describe, expect, it } from 'vitest';
import { checkAddress } from '../../../../contract/addresses/address-rules';
import { demoAddresses } from '../../../../server/demo/addresses/addresses';
import { demoUsers } from '../../../../server/demo/users/users';
import { typesOf } from '../../../../server/modules/addresses/address-resource';

describe('the demo addresses', () => {
  it('keep every address rule, their postcodes already written the country’s way', () => {
    for (const address of demoAddresses) {
      const type = typesOf(address);
      expect(checkAddress({ type, countryCode: address.countryCode, postcode: address.postcode }), address.id).toEqual({
        violations: [],
        postcode: address.postcode,
      });
      expect(
        address.defaultFor.every((t) => type.includes(t)),
        address.id,
      ).toBe(true);
    }
  });

  it('give every demo user one default per type they have addresses of', () => {
    for (const user of demoUsers) {
      const own = demoAddresses.filter((address) => address.userId === user.id);
      expect(own.length, user.email).toBeGreaterThan(0);
      for (const type of ['billing', 'delivery'] as const) {
        const ofType = own.filter((address) => typesOf(address).includes(type));
        const defaults = own.filter((address) => address.defaultFor.includes(type));
        expect(defaults.length, `${user.email} ${type}`).toBe(ofType.length ? 1 : 0);
      }
    }
  });
});
