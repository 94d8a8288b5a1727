import { z } from 'zod';

export const countryCodes = ['GBR', 'IRL'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const openingHoursSchema = z.object({
  /** 1 = Monday … 7 = Sunday (ISO). */
  day: z.number().int().min(1).max(7),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
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
    line2: z.string().nullable(),
    town: z.string(),
    county: z.string().nullable(),
    postcode: z.string(),
  }),
  phone: z.string(),
  email: z.string().nullable(),
  openingHours: z.array(openingHoursSchema),
  status: z.enum(['active', 'inactive']),
});
export type Location = z.infer<typeof locationSchema>;

export const nearbyLocationSchema = locationSchema.extend({
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
