import { z } from 'zod/mini';
import { queryInt, queryText } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { packPageSchema } from './schemas';
import { PACK_VERSION_PATTERN } from './version';

/**
 * Products per page of a pack: about 250 KB of JSON, 40 KB compressed, so that a weak line loses
 * little when it drops, and a page is parsed and stored on the device in well under 50 ms.
 */
export const PACK_PAGE_SIZE = 250;
export const PACK_MAX_PAGE_SIZE = 5000;

export const cataloguePackRoutes = defineRoutes('catalogue-pack', {
  cataloguePack: {
    method: 'GET',
    path: '/storefront/catalogue-packs/{branchId}',
    summary:
      "A branch's catalogue pack, paged by sku (`after` = the last sku stored); " +
      'with `since` = a version, only what changed since then, and the skus removed',
    auth: 'session',
    params: z.object({ branchId: z.uuid('This value is not a valid store id.') }),
    query: z.object({
      since: z.optional(z.string().check(z.regex(PACK_VERSION_PATTERN, 'This value should be a pack version.'))),
      after: z.optional(queryText(64)),
      limit: z._default(queryInt(1, PACK_MAX_PAGE_SIZE), PACK_PAGE_SIZE),
    }),
    response: packPageSchema,
  },
});
