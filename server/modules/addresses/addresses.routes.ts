import type { RouteDeps } from '../../http/route-deps';

/** The address calls of storefront-core §7; the rules are in addresses.service.ts. */
export function addressesRoutes({ route, services }: RouteDeps): void {
  route('userAddresses', {
    handler: async ({ auth, query }) => {
      const members = await services.addresses.list(auth, query.type);
      return { 'hydra:member': members, 'hydra:totalItems': members.length };
    },
  });
  route('address', { handler: async ({ auth, params }) => services.addresses.get(auth, params.id) });
  route('createAddress', { handler: async ({ auth, body }) => services.addresses.create(auth, body) });
  route('updateAddress', {
    handler: async ({ auth, params, body }) => services.addresses.update(auth, params.id, body),
  });
  route('deleteAddress', { handler: async ({ auth, params }) => services.addresses.remove(auth, params.id) });
  route('deleteAddressById', { handler: async ({ auth, body }) => services.addresses.remove(auth, body.id) });
}
