import type { FastifyBaseLogger } from 'fastify';
import { repairDataMessages } from '../../../contract/repair-data/messages';
import type { OverlapRequestTask, TecdocAnswer } from '../../../contract/repair-data/schemas';
import type { Vehicle } from '../../../contract/vehicles/schemas';
import { HttpProblem, notFound } from '../../http/problem';
import type { RepairDataAnswer, RepairDataProvider } from '../../providers/repair-data/repair-data-provider';
import type { AuthContext } from '../auth/auth.service';
import type { VehiclesService } from '../vehicles/vehicles.service';

interface Deps {
  provider: RepairDataProvider;
  /** The vehicle lookup the storefront uses: a registration or VIN resolves to the same variant here. */
  vehicles: Pick<VehiclesService, 'byVrm' | 'byVin' | 'mvl'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** The variant a found vehicle is; found but matching no catalogue variant is "no repair times". */
function tecdocOf(vehicle: Vehicle | undefined, unknown: string): TecdocAnswer {
  if (!vehicle) throw notFound(unknown);
  if (vehicle.tecdocId === null) throw notFound(repairDataMessages.noVariant);
  return { tecdocId: vehicle.tecdocId };
}

/**
 * Repair data (trade-features §7, design/providers.md): the vehicle's TecDoc id through the
 * vehicle lookup, then the provider's tree, search, schedules and overlap. The provider's status
 * in the body becomes HTTP here: an unknown vehicle 404, anything else 503 with plain words.
 */
export function createRepairDataService({ provider, vehicles, log }: Deps) {
  const ask = async <T>(call: () => Promise<RepairDataAnswer<T>>): Promise<T> => {
    let answer: RepairDataAnswer<T>;
    try {
      answer = await call();
    } catch (error) {
      throw new HttpProblem(503, repairDataMessages.serviceUnavailable, undefined, error);
    }
    if (answer.status === 'OK') return answer.data;
    if (answer.status === 'UNKNOWN_VEHICLE') throw notFound(repairDataMessages.unknownTecdocId);
    throw new HttpProblem(503, repairDataMessages.serviceUnavailable, undefined, new Error(answer.message));
  };

  return {
    // saveToCache false: finding a work order's vehicle never changes the person's active vehicle (§4).
    tecdocByVrm: async (auth: AuthContext, vrm: string) =>
      tecdocOf(await vehicles.byVrm(auth, vrm, false), repairDataMessages.noMatch),
    tecdocByVin: async (auth: AuthContext, vin: string) =>
      tecdocOf(await vehicles.byVin(auth, vin, false), repairDataMessages.noMatch),

    async tecdocByMvl(
      auth: AuthContext,
      body: { make: string; model: string; vehicleYear: string; engine: string; fuel: string },
    ): Promise<TecdocAnswer> {
      const answer = await vehicles.mvl(auth, { ...body, performFinalSearch: true, saveToCache: false });
      const found = 'searchResults' in answer ? answer.searchResults.find((v) => v.tecdocId !== null) : undefined;
      return tecdocOf(found, repairDataMessages.noMatch);
    },

    repairTasks: (tecdocId: number) => ask(() => provider.repairTasks(tecdocId)),
    search: (tecdocId: number, query: string) => ask(() => provider.searchRepairTimes(tecdocId, query)),
    maintenanceSystems: (tecdocId: number) => ask(() => provider.maintenanceSystems(tecdocId)),
    overlap: (tecdocId: number, tasks: readonly OverlapRequestTask[]) => ask(() => provider.overlap(tecdocId, tasks)),

    /**
     * Each chosen task's time after overlap, by id, for the work order's derived times
     * (work-orders' OverlapTimes). When repair data cannot say, the jobs keep their book times:
     * a work order is never refused for it, and the trouble is logged.
     */
    async overlapTimes(tecdocId: number, tasks: OverlapRequestTask[]): Promise<Map<string, number>> {
      try {
        const answer = await provider.overlap(tecdocId, tasks);
        if (answer.status === 'OK') {
          return new Map(answer.data['hydra:member'].map((member) => [member.repairTaskId, member.time]));
        }
        log.warn({ tecdocId, status: answer.status }, 'Repair-task overlap unavailable: book times kept');
      } catch (error) {
        log.warn({ err: error, tecdocId }, 'Repair-task overlap failed: book times kept');
      }
      return new Map();
    },
  };
}

export type RepairDataService = ReturnType<typeof createRepairDataService>;
