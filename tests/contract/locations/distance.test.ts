import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_METRES,
  formatMiles,
  greatCircleMetres,
  isValidPoint,
  METRES_PER_MILE,
  metresToMiles,
} from '../../../contract/locations/distance';

const leeds = { latitude: 53.8008, longitude: -1.5491 };
const manchester = { latitude: 53.4808, longitude: -2.2426 };

describe('great-circle distance', () => {
  it('uses the IUGG mean radius and the international mile', () => {
    expect(EARTH_RADIUS_METRES).toBe(6_371_008.8);
    expect(METRES_PER_MILE).toBe(1609.344);
  });

  it('measures known distances', () => {
    // Leeds to Manchester is about 58 km (36 miles) as the crow flies.
    expect(greatCircleMetres(leeds, manchester) / 1000).toBeCloseTo(58.1, 0);
    // Dublin to Belfast is about 141 km.
    expect(
      greatCircleMetres({ latitude: 53.3498, longitude: -6.2603 }, { latitude: 54.5973, longitude: -5.9301 }) / 1000,
    ).toBeCloseTo(140.5, 0);
  });

  it('is a quarter of the circumference from the equator to a pole, and half to the antipode', () => {
    const quarter = (Math.PI / 2) * EARTH_RADIUS_METRES;
    expect(greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(quarter, 3);
    expect(greatCircleMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      2 * quarter,
      3,
    );
  });

  it('is symmetric, zero for one point, and precise for points a metre apart', () => {
    expect(greatCircleMetres(leeds, manchester)).toBe(greatCircleMetres(manchester, leeds));
    expect(greatCircleMetres(leeds, leeds)).toBe(0);
    const metreNorth = { latitude: leeds.latitude + 180 / (Math.PI * EARTH_RADIUS_METRES), longitude: leeds.longitude };
    expect(greatCircleMetres(leeds, metreNorth)).toBeCloseTo(1, 6);
  });

  it('crosses the antimeridian the short way', () => {
    expect(greatCircleMetres({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(
      (Math.PI / 180) * EARTH_RADIUS_METRES,
      3,
    );
  });
});

describe('miles to one decimal', () => {
  it('converts and rounds half-up', () => {
    expect(metresToMiles(1609.344)).toBe(1);
    expect(metresToMiles(53108.22)).toBe(33);
    expect(metresToMiles(0)).toBe(0);
    expect(metresToMiles(160.9344 * 0.5)).toBe(0.1); // 0.05 miles
    expect(metresToMiles(160.9344 * 0.49)).toBe(0);
    expect(metresToMiles(19_956)).toBe(12.4);
  });

  it('writes the distance', () => {
    expect(formatMiles(19_956)).toBe('12.4 miles');
    expect(formatMiles(1609.344)).toBe('1.0 mile');
    expect(formatMiles(0)).toBe('0.0 miles');
    expect(formatMiles(53108.22 * 10)).toBe('330.0 miles');
  });
});

describe('valid points', () => {
  it('needs finite coordinates in range', () => {
    expect(isValidPoint(leeds)).toBe(true);
    expect(isValidPoint({ latitude: 90, longitude: -180 })).toBe(true);
    for (const point of [
      null,
      undefined,
      {},
      { latitude: 91, longitude: 0 },
      { latitude: 0, longitude: 180.1 },
      { latitude: Number.NaN, longitude: 0 },
    ]) {
      expect(isValidPoint(point as never)).toBe(false);
    }
  });
});
