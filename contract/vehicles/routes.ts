import { z } from 'zod/mini';
import { currencyQuery } from '../money/price-list';
import { productSummarySchema } from '../catalogue/schemas';
import { hydraCollection, queryInt, queryText } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { text } from '../http/text';
import { vehicleDetailSchema } from '../users/schemas';
import { registrationInput as registration, vinInput as vin } from './inputs';
import {
  motHistorySchema,
  mvlAnswerSchema,
  recentVehicleSearchSchema,
  refinementSchema,
  vehicleOptionSchema,
  vehicleSchema,
} from './schemas';

/** Recent searches shown on the home page; the call may ask for fewer. */
export const RECENT_VEHICLES_DEFAULT = 10;
export const RECENT_VEHICLES_MAX = 50;

const choice = text().check(z.trim(), z.maxLength(100));

/** Vehicle search (trade-features §7 "Vehicle search", api-routes.md). */
export const vehicleRoutes = defineRoutes('vehicles', {
  vehicleByVrm: {
    method: 'POST',
    path: '/storefront/vehicle-search/vrm',
    summary:
      'The vehicle of a registration; saveToCache (default true) makes it the active vehicle ' +
      'and adds it to the recent searches',
    auth: 'session',
    body: z.object({ vrm: registration, saveToCache: z._default(z.boolean(), true) }),
    response: vehicleSchema,
  },
  vehicleByVin: {
    method: 'POST',
    path: '/storefront/vehicle-search/vin',
    summary: 'The vehicle of a VIN (17 characters, never I, O or Q); saveToCache as for a registration',
    auth: 'session',
    body: z.object({ vin, saveToCache: z._default(z.boolean(), true) }),
    response: vehicleSchema,
  },
  recentVehicleSearches: {
    method: 'GET',
    path: '/storefront/vehicle-search/recent',
    summary: 'This session’s recent vehicle searches, newest first',
    auth: 'session',
    query: z.object({ itemsPerPage: z._default(queryInt(1, RECENT_VEHICLES_MAX), RECENT_VEHICLES_DEFAULT) }),
    response: hydraCollection(recentVehicleSearchSchema),
  },
  manufacturers: {
    method: 'GET',
    cacheSeconds: 300,
    path: '/storefront/vehicle-search/manufacturers',
    summary: 'The makes of the car parc, by slug',
    auth: 'public',
    response: z.object({ manufacturers: z.record(z.string(), z.string()) }),
  },
  models: {
    method: 'POST',
    path: '/storefront/vehicle-search/models',
    summary: 'The models of a make (its slug or name)',
    auth: 'public',
    body: z.object({ manufacturer: choice.check(z.minLength(1, 'Please choose a make.')) }),
    response: hydraCollection(
      z.extend(vehicleOptionSchema, {
        yearFrom: z.int(),
        yearTo: z.nullable(z.int()),
      }),
    ),
  },
  mvl: {
    method: 'POST',
    path: '/storefront/vehicle-search/mvl',
    summary:
      'Make, model, year, engine and fuel, one step at a time: without performFinalSearch the next step’s options; ' +
      'with it the matching vehicles (saveToCache makes a single match active)',
    auth: 'session',
    body: z.object({
      make: choice.check(z.minLength(1, 'Please choose a make.')),
      model: z.optional(choice),
      vehicleYear: z.optional(choice),
      engine: z.optional(choice),
      fuel: z.optional(choice),
      performFinalSearch: z._default(z.boolean(), false),
      saveToCache: z._default(z.boolean(), false),
    }),
    response: mvlAnswerSchema,
  },
  refineVehicle: {
    method: 'POST',
    path: '/storefront/vehicle-search/refine',
    summary:
      'Narrow the active vehicle’s possible variants by attributes; ' +
      'with performFinalSearch and one variant left, it becomes the active vehicle',
    auth: 'session',
    body: z.object({
      performFinalSearch: z._default(z.boolean(), false),
      refinementData: z._default(
        z
          .array(z.object({ name: choice.check(z.minLength(1)), value: choice.check(z.minLength(1)) }))
          .check(z.maxLength(10)),
        [],
      ),
      selectedVehicle: z.optional(
        z.array(z.extend(vehicleDetailSchema, { name: choice, value: choice })).check(z.maxLength(20)),
      ),
    }),
    response: refinementSchema,
  },
  resetRefinementOptions: {
    method: 'PUT',
    path: '/storefront/vehicle-search/reset-refinement-options',
    summary: 'Forget the refinement choices made so far (body: an empty list)',
    auth: 'session',
    body: z.array(z.unknown()).check(z.maxLength(0, 'Send an empty list.')),
    response: refinementSchema,
  },
  clearActiveVehicle: {
    method: 'GET',
    path: '/storefront/vehicle-search/clear-active-vehicle',
    summary: 'Shop without a vehicle again',
    auth: 'session',
    status: 204,
  },
  topPartSearch: {
    method: 'GET',
    path: '/storefront/vehicle-search/top-part-search',
    summary: 'The most asked-for parts of a category for a fuel (any fuel but diesel counts as petrol)',
    auth: 'public',
    query: z.object({
      category: queryText(200).check(z.minLength(1)),
      fuelType: z.optional(queryText(40)),
      ...currencyQuery,
    }),
    response: hydraCollection(productSummarySchema),
  },
  motHistory: {
    method: 'GET',
    path: '/storefront/vehicle-search/vehicle-mot-history',
    summary: 'The MOT tests of a registration (by default the active vehicle’s), newest first',
    auth: 'session',
    query: z.object({ vrm: z.optional(queryText(20)) }),
    response: motHistorySchema,
  },
  acceptVinTerms: {
    method: 'PUT',
    path: '/users/{id}/vin-terms/accept',
    summary: 'Accept the terms of VIN search',
    auth: 'user',
    response: z.object({ vinTermsAccepted: z.literal(true), acceptedAt: z.string() }),
  },
});
