import { geoTransverseMercator } from 'd3-geo';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Location, Place } from '../../../../contract/locations/schemas';
import { mapProjection, mapShapes, mapSize } from '../map/british-isles-outline';

/**
 * Great Britain and Ireland drawn from Natural Earth's public-domain outline, with the stores
 * on it: no tile server, so the map works offline. Stores near the place searched stand out.
 *
 * The map is a picture (role="img", named by what it shows): a picture holds nothing to focus
 * (axe `nested-interactive`), and 47 dots would be 47 tab stops between the search and the list.
 * The list beside it is the way to each store, by keyboard and screen reader; for a pointer,
 * a dot opens its store page too.
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
    () =>
      geoTransverseMercator()
        .rotate(mapProjection.rotate)
        .scale(mapProjection.scale)
        .translate(mapProjection.translate),
    [],
  );
  const at = (latitude: number, longitude: number) => project([longitude, latitude]) ?? [0, 0];
  const navigate = useNavigate();
  return (
    <svg
      className="stores-map"
      viewBox={`0 0 ${mapSize.width} ${mapSize.height}`}
      role="img"
      aria-label={
        `Map of Great Britain and Ireland with ${stores.length} stores` +
        `${highlighted.size ? `, ${highlighted.size} near you` : ''}`
      }
    >
      {mapShapes.map((shape) => (
        <path key={shape.id} d={shape.d} className="stores-map__land" />
      ))}
      {stores.map((store) => {
        const [x, y] = at(store.latitude, store.longitude);
        const near = highlighted.has(store.id);
        return (
          <circle
            key={store.id}
            cx={x}
            cy={y}
            r={near ? 8 : 5}
            className={near ? 'stores-map__store stores-map__store--near' : 'stores-map__store'}
            onClick={() => void navigate(`/stores/${store.slug}`)}
          >
            <title>{store.name}</title>
          </circle>
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
