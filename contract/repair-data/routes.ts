import { z } from 'zod/mini';
import { hydraCollection, queryInt, queryText } from '../http/hydra';
import { defineRoutes } from '../http/route';
import { text } from '../http/text';
import { registrationInput, vinInput } from '../vehicles/schemas';
import { repairDataMessages } from './messages';
import {
  maintenanceSystemSchema,
  overlapAnswerSchema,
  repairTaskGroupSchema,
  repairTaskSchema,
  tecdocAnswerSchema,
} from './schemas';

/** The most tasks one overlap call takes: far more jobs than a work order has. */
export const MAX_OVERLAP_TASKS = 100;

const tecdocIdQuery = queryInt(1, 999_999_999);
const choice = (what: string) => text().check(z.trim(), z.maxLength(100), z.minLength(1, `Please choose the ${what}.`));

/** Repair data (trade-features §7 "Repair data", api-routes.md): times, the task tree, schedules, overlap. */
export const repairDataRoutes = defineRoutes('repair-data', {
  repairDataTecdocByVrm: {
    method: 'GET',
    path: '/repair-data/vehicle-tecdoc/by-vrm/{vrm}',
    summary: 'The TecDoc variant of a registration, for the repair-data calls',
    auth: 'user',
    params: z.object({ vrm: registrationInput }),
    response: tecdocAnswerSchema,
  },
  repairDataTecdocByVin: {
    method: 'GET',
    path: '/repair-data/vehicle-tecdoc/by-vin/{vin}',
    summary: 'The TecDoc variant of a VIN, for the repair-data calls',
    auth: 'user',
    params: z.object({ vin: vinInput }),
    response: tecdocAnswerSchema,
  },
  repairDataTecdocByMvl: {
    method: 'POST',
    path: '/repair-data/vehicle-tecdoc/by-mvl',
    summary: 'The TecDoc variant of a make, model, year, engine and fuel, for the repair-data calls',
    auth: 'user',
    body: z.object({
      make: choice('make'),
      model: choice('model'),
      vehicleYear: choice('year'),
      engine: choice('engine'),
      fuel: choice('fuel'),
    }),
    response: tecdocAnswerSchema,
  },
  repairTasks: {
    method: 'GET',
    path: '/repair-data/repair-tasks',
    summary:
      'The repair-time tree of a vehicle: group, subgroup, task (times in hundredths of an hour, ' +
      'parts by generic article, included sub-tasks)',
    auth: 'user',
    query: z.object({ tecdocId: tecdocIdQuery }),
    response: hydraCollection(repairTaskGroupSchema),
  },
  repairTimeTextSearch: {
    method: 'GET',
    path: '/repair-data/repair-time-text-search',
    summary: 'The repair-time tasks of a vehicle that match words ("front pads", "cambelt"), best first',
    auth: 'user',
    query: z.object({
      tecdocId: tecdocIdQuery,
      q: queryText(100).check(
        z.trim(),
        z.refine((value) => value.length >= 2, repairDataMessages.searchTooShort),
      ),
    }),
    response: hydraCollection(repairTaskSchema),
  },
  maintenanceSchedules: {
    method: 'GET',
    path: '/repair-data/maintenance-schedules',
    summary: 'The maintenance systems of a vehicle: periods by months and miles, each with its tasks and time',
    auth: 'user',
    query: z.object({ tecdocId: tecdocIdQuery }),
    response: hydraCollection(maintenanceSystemSchema),
  },
  repairTaskOverlap: {
    method: 'POST',
    path: '/repair-data/repair-task-overlap',
    summary:
      'Each chosen task’s time once work shared with the others counts once (0: covered by other work), ' +
      'and the total',
    auth: 'user',
    body: z.object({
      tecdocId: z.int().check(z.minimum(1), z.maximum(999_999_999)),
      repairTasks: z
        .array(
          z.object({
            repairTaskId: text().check(z.trim(), z.minLength(1), z.maxLength(50)),
            defaultTime: z.int().check(z.minimum(0), z.maximum(100_000)),
          }),
        )
        .check(z.maxLength(MAX_OVERLAP_TASKS)),
    }),
    response: overlapAnswerSchema,
  },
});
