import { z } from 'zod/mini';

export const countryCodes = ['GBR', 'IRL'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const openingHoursSchema = z.object({
  /** 1 = Monday … 7 = Sunday (ISO). */
  day: z.int().check(z.minimum(1), z.maximum(7)),
  opens: z.nullable(z.string()),
  closes: z.nullable(z.string()),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A store (trade-features §3 "Store location"), with what the locator and store page show. */
export const locationSchema = z.object({
  '@id': z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  country: z.enum(countryCodes),
  latitude: z.number(),
  longitude: z.number(),
  address: z.object({
    line1: z.string(),
    line2: z.nullable(z.string()),
    town: z.string(),
    county: z.nullable(z.string()),
    postcode: z.string(),
  }),
  phone: z.string(),
  email: z.nullable(z.string()),
  openingHours: z.array(openingHoursSchema),
  status: z.enum(['active', 'inactive']),
});
export type Location = z.infer<typeof locationSchema>;

export const nearbyLocationSchema = z.extend(locationSchema, {
  distanceMetres: z.number(),
  distanceMiles: z.number(),
});
export type NearbyLocation = z.infer<typeof nearbyLocationSchema>;

export const placeSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.enum(countryCodes),
  kind: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** How a search box's words read as a place (addresses' postcode rules use it too). */
export { classifyPlaceQuery } from './place-query';
