import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for postcodes.io speaking its documented answers (providers.md): postcodes,
 * outcodes and places, 404 bodies, an empty place list, a failing and a slow endpoint.
 */
export interface FakePostcodesIo {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

const postcodes: Record<string, object> = {
  'LS53BT': { postcode: 'LS5 3BT', outcode: 'LS5', longitude: -1.6041, latitude: 53.8189, admin_district: 'Leeds', region: 'Yorkshire and The Humber', country: 'England' },
};
const outcodes: Record<string, object> = {
  HG1: { outcode: 'HG1', longitude: -1.5389, latitude: 53.9951, admin_district: ['Harrogate'], country: ['England'] },
};
const places: Record<string, object[]> = {
  harrogate: [{ name_1: 'Harrogate', local_type: 'Town', county_unitary: 'North Yorkshire', region: 'Yorkshire and The Humber', country: 'England', longitude: -1.5418, latitude: 53.9921 }],
};

export async function startFakePostcodesIo(): Promise<FakePostcodesIo> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const [, kind, raw] = url.pathname.split('/');
    const key = decodeURIComponent(raw ?? '').toUpperCase().replace(/\s+/g, '');
    if (kind === 'postcodes') {
      if (key === 'ZZ99ZZ') return send(404, { status: 404, error: 'Invalid postcode' });
      const result = postcodes[key];
      return result ? send(200, { status: 200, result }) : send(404, { status: 404, error: 'Postcode not found' });
    }
    if (kind === 'outcodes') {
      if (key === 'SW1') return send(500, { status: 500, error: 'Internal server error' });
      const result = outcodes[key];
      return result ? send(200, { status: 200, result }) : send(404, { status: 404, error: 'Outcode not found' });
    }
    if (kind === 'places') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      if (q === 'slowtown') {
        setTimeout(() => send(200, { status: 200, result: [] }), 2_000);
        return;
      }
      return send(200, { status: 200, result: places[q] ?? [] });
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
