import { locationMessages } from '../../../contract/locations/messages';
import { nearestStores } from '../../../contract/locations/nearest-stores';
import type { CountryCode, Location, NearbyLocation, Place } from '../../../contract/locations/schemas';
import { isUuid } from '../../../contract/ids/uuid-v7';
import { HttpProblem, notFound } from '../../http/problem';
import type { GeocodingProvider } from '../../providers/geocoding/geocoding-provider';
import type { LocationsRepository } from './locations.repository';

interface Deps {
  locations: LocationsRepository;
  geocoder: GeocodingProvider;
}

/** Stores and the store locator (trade-features §7 "Locations", §9 nearest stores). */
export function createLocationsService({ locations, geocoder }: Deps) {
  // Branches change rarely: the active list is kept for a minute.
  // How stale: a branch opened or closed shows within that minute on each instance, so instances
  // differ by a minute at most; stock and prices at a branch are read from the database every time.
  let active: { at: number; list: Promise<Location[]> } | undefined;
  const activeLocations = () => {
    if (!active || Date.now() - active.at > 60_000) {
      const list = locations.active();
      active = { at: Date.now(), list };
      list.catch(() => (active = undefined));
    }
    return active.list;
  };

  return {
    activeLocations,
    page: locations.page,

    async byId(id: string): Promise<Location> {
      const location = isUuid(id) ? await locations.byId(id) : undefined;
      if (!location) throw notFound(locationMessages.notFound);
      return location;
    },

    async bySlug(slug: string): Promise<Location> {
      const location = await locations.bySlug(slug);
      if (!location) throw notFound(locationMessages.notFound);
      return location;
    },

    /** Zero geocoding results give no location and a clear message (trade-features §5). */
    async nearest(
      query: string,
      country: CountryCode,
    ): Promise<{ place: Place | null; locations: NearbyLocation[]; message: string | null }> {
      let found;
      try {
        found = await geocoder.geocode(query, { country });
      } catch (error) {
        // The outside place search failing is not a crash of ours: say it plainly, 503.
        throw new HttpProblem(503, locationMessages.placeSearchUnavailable, undefined, error);
      }
      if (!found) return { place: null, locations: [], message: locationMessages.placeNotFound(query) };
      const place: Place = {
        name: found.name,
        latitude: found.latitude,
        longitude: found.longitude,
        country: found.country,
        kind: found.kind,
      };
      const stores = nearestStores(place, await activeLocations(), country);
      return { place, locations: stores, message: stores.length ? null : locationMessages.noStores };
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
