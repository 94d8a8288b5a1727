import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for postcodes.io that speaks its documented wire format (providers.md
 * "Places"): `/postcodes/{postcode}`, `/outcodes/{outcode}` and `/places?q=&limit=`, 404 bodies
 * ("Invalid postcode", "Postcode not found"), an empty place list, and the ways a real service
 * goes wrong: a 500, a 429, a slow answer, a body that is not JSON and one in the wrong shape.
 * It listens on 127.0.0.1, on a port of the system's choosing.
 */
export interface FakePostcodesIo {
  url: string;
  /** Path and query of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** How long the 'Slowtown' place search takes to answer. */
export const SLOW_ANSWER_MS = 2_000;

const postcodes: Record<string, object> = {
  LS53BT: {
    postcode: 'LS5 3BT',
    quality: 1,
    eastings: 425706,
    northings: 435456,
    country: 'England',
    nhs_ha: 'Yorkshire and the Humber',
    longitude: -1.6041,
    latitude: 53.8189,
    european_electoral_region: 'Yorkshire and The Humber',
    region: 'Yorkshire and The Humber',
    outcode: 'LS5',
    incode: '3BT',
    admin_district: 'Leeds',
    parish: 'Leeds, unparished area',
    admin_ward: 'Kirkstall',
    codes: { admin_district: 'E08000035' },
  },
  M171PG: {
    postcode: 'M17 1PG',
    country: 'England',
    longitude: -2.3049,
    latitude: 53.4631,
    outcode: 'M17',
    admin_district: 'Trafford',
    region: 'North West',
  },
  // Real postcodes without coordinates exist (some new or special ones): no place.
  BT99ZZ: {
    postcode: 'BT9 9ZZ',
    country: 'Northern Ireland',
    longitude: null,
    latitude: null,
    outcode: 'BT9',
    admin_district: null,
    region: null,
  },
};

const outcodes: Record<string, object> = {
  HG1: {
    outcode: 'HG1',
    longitude: -1.5389,
    latitude: 53.9951,
    northings: 456093,
    eastings: 430172,
    admin_district: ['Harrogate'],
    parish: ['Harrogate, unparished area'],
    admin_county: ['North Yorkshire'],
    admin_ward: ['Harrogate Central'],
    country: ['England'],
  },
  EC1A: {
    outcode: 'EC1A',
    longitude: -0.0985,
    latitude: 51.5176,
    admin_district: ['City of London', 'Islington'],
    country: ['England'],
  },
};

const place = (
  name: string,
  type: string,
  county: string,
  region: string,
  country: string,
  latitude: number,
  longitude: number,
) => ({
  code: `osgb${Math.abs(Math.round(latitude * longitude * 1000))}`,
  name_1: name,
  name_1_lang: null,
  name_2: null,
  name_2_lang: null,
  local_type: type,
  outcode: null,
  county_unitary: county,
  county_unitary_type: 'UnitaryAuthority',
  district_borough: null,
  district_borough_type: null,
  region,
  country,
  longitude,
  latitude,
  eastings: 0,
  northings: 0,
});

const places: Record<string, object[]> = {
  harrogate: [place('Harrogate', 'Town', 'North Yorkshire', 'Yorkshire and the Humber', 'England', 53.9921, -1.5418)],
  // Searches answer near misses too; the exact name and the bigger place win.
  newport: [
    place('Newport Pagnell', 'Town', 'Milton Keynes', 'South East', 'England', 52.0868, -0.7228),
    place('Newport', 'Village', 'Essex', 'Eastern', 'England', 51.9837, 0.2134),
    place('Newport', 'City', 'Newport', 'Wales', 'Wales', 51.5877, -2.9984),
  ],
  'leeds gate': [place('Leeds Gate', 'Hamlet', 'Somewhere', 'Nowhere', 'England', 50.1, -4.1)],
};

export async function startFakePostcodesIo(): Promise<FakePostcodesIo> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: object | string) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const [, kind, raw = ''] = url.pathname.split('/');
    const key = decodeURIComponent(raw).toUpperCase().replace(/\s+/g, '');

    if (kind === 'postcodes') {
      if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(key) || key === 'ZZ99ZZ')
        return send(404, { status: 404, error: 'Invalid postcode' });
      const result = postcodes[key];
      return result ? send(200, { status: 200, result }) : send(404, { status: 404, error: 'Postcode not found' });
    }
    if (kind === 'outcodes') {
      if (key === 'SW1') return send(500, { status: 500, error: 'Internal server error' });
      if (key === 'W1') return send(429, { status: 429, error: 'Too many requests' });
      const result = outcodes[key];
      return result ? send(200, { status: 200, result }) : send(404, { status: 404, error: 'Outcode not found' });
    }
    if (kind === 'places') {
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 10);
      if (q === 'slowtown') {
        const timer = setTimeout(() => send(200, { status: 200, result: [] }), SLOW_ANSWER_MS);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (q === 'garbled') return send(200, '<html>Bad gateway</html>');
      if (q === 'misshapen') return send(200, { status: 200, result: { name_1: 'Not a list' } });
      if (q === 'nullplace') return send(200, { status: 200, result: null });
      return send(200, { status: 200, result: (places[q] ?? []).slice(0, limit) });
    }
    return send(404, { status: 404, error: 'Resource not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
