import { geoTransverseMercator } from 'd3-geo';
import { useMemo } from 'react';
import type { Location, Place } from '../../../../contract/locations/schemas';
import { mapProjection, mapShapes, mapSize } from '../map/british-isles-outline';

/**
 * Great Britain and Ireland drawn from Natural Earth's public-domain outline, with the stores
 * on it: no tile server, so the map works offline. Stores near the place searched stand out;
 * each dot is a link to its store page.
 */
export function StoresMap({
  stores,
  highlighted,
  place,
}: {
  stores: Location[];
  highlighted: Set<string>;
  place: Place | null;
}) {
  const project = useMemo(
    () => geoTransverseMercator().rotate(mapProjection.rotate).scale(mapProjection.scale).translate(mapProjection.translate),
    [],
  );
  const at = (latitude: number, longitude: number) => project([longitude, latitude]) ?? [0, 0];
  return (
    <svg
      className="stores-map"
      viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
      role="img"
      aria-label={`Map of Great Britain and Ireland with ${stores.length} stores${highlighted.size ? `, ${highlighted.size} near you` : ''}`}
    >
      {mapShapes.map((shape) => (
        <path key={shape.id} d={shape.d} className="stores-map__land" />
      ))}
      {stores.map((store) => {
        const [x, y] = at(store.latitude, store.longitude);
        const near = highlighted.has(store.id);
        return (
          <a key={store.id} href={`/stores/${store.slug}`} aria-label={store.name}>
            <circle cx={x} cy={y} r={near ? 8 : 5} className={near ? 'stores-map__store stores-map__store--near' : 'stores-map__store'}>
              <title>{store.name}</title>
            </circle>
          </a>
        );
      })}
      {place &&
        (() => {
          const [x, y] = at(place.latitude, place.longitude);
          return (
            <g className="stores-map__place" aria-hidden="true">
              <circle cx={x} cy={y} r={10} />
              <circle cx={x} cy={y} r={3} />
            </g>
          );
        })()}
    </svg>
  );
}
