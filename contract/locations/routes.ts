import { z } from 'zod/mini';
import { hydraCollection, pagingQuery, queryText } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { countryCodes, locationSchema, nearbyLocationSchema, placeSchema } from './schemas';

/** The store locator's page size (trade-features §9). */
export const LOCATIONS_PAGE_SIZE = 1000;

export const locationRoutes = defineRoutes('locations', {
  locations: {
    method: 'GET',
    cacheSeconds: 3600,
    path: '/locations',
    summary: 'Stores, paged; `locationPageStatus=active` for open ones',
    auth: 'public',
    query: z.object({
      ...pagingQuery(30, LOCATIONS_PAGE_SIZE),
      locationPageStatus: z.optional(z.enum(['active', 'inactive'])),
    }),
    response: hydraCollection(locationSchema),
  },
  location: {
    method: 'GET',
    cacheSeconds: 3600,
    path: '/locations/{id}',
    summary: 'A store by id',
    auth: 'public',
    response: locationSchema,
  },
  locationBySlug: {
    method: 'GET',
    cacheSeconds: 3600,
    path: '/locations/slug/{slug}',
    summary: 'A store by slug',
    auth: 'public',
    response: locationSchema,
  },
  storefrontLocations: {
    method: 'GET',
    cacheSeconds: 3600,
    path: '/storefront/locations',
    summary: 'The open stores, for the store locator',
    auth: 'public',
    query: z.object({ ...pagingQuery(LOCATIONS_PAGE_SIZE, LOCATIONS_PAGE_SIZE) }),
    response: hydraCollection(locationSchema),
  },
  nearestLocations: {
    method: 'GET',
    path: '/storefront/locations/nearest',
    summary: 'Stores near a town, postcode or Eircode: all within 53108.22 m, else the nearest 5 in the country',
    auth: 'public',
    query: z.object({ place: queryText(100), country: z._default(z.enum(countryCodes), 'GBR') }),
    response: z.object({
      place: z.nullable(placeSchema),
      locations: z.array(nearbyLocationSchema),
      message: z.nullable(z.string()),
    }),
  },
});
