import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedRequest } from './fake-dvsa';

/**
 * A local stand-in for the DVLA Vehicle Enquiry Service speaking its documented wire format
 * (providers.md "Vehicle details"): `POST /vehicle-enquiry/v1/vehicles` with `x-api-key` and
 * `{"registrationNumber"}`, answering the vehicle or `{"errors":[{status, code, title, detail}]}`.
 * As in DVLA's own test environment, fixed registrations give each outcome (DVLA_REGISTRATIONS).
 * It listens on 127.0.0.1, on a port of the system's choosing, and records every request.
 */
export interface FakeDvla {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const FAKE_DVLA_API_KEY = 'fake-dvla-api-key';
export const SLOW_ANSWER_MS = 2_000;

export const DVLA_REGISTRATIONS = {
  taxed: 'WB19KFD',
  newVehicle: 'YK73NEW',
  notFound: 'ER19NFD',
  invalid: 'ER19BAD',
  rateLimited: 'ER19LMT',
  serverError: 'ER19ERR',
  maintenance: 'ER19MNT',
  slow: 'ER19SLW',
  notJson: 'ER19HTM',
  misshapen: 'ER19SHP',
} as const;

const vehicles: Record<string, object> = {
  WB19KFD: {
    registrationNumber: 'WB19KFD',
    taxStatus: 'Taxed',
    taxDueDate: '2025-07-01',
    motStatus: 'Valid',
    motExpiryDate: '2025-06-27',
    make: 'FORD',
    monthOfFirstRegistration: '2019-06',
    yearOfManufacture: 2019,
    engineCapacity: 999,
    co2Emissions: 108,
    fuelType: 'PETROL',
    markedForExport: false,
    colour: 'BLUE',
    typeApproval: 'M1',
    revenueWeight: 1800,
    euroStatus: 'EURO 6 AD',
    wheelplan: '2 AXLE RIGID BODY',
    dateOfLastV5CIssued: '2021-04-13',
  },
  YK73NEW: {
    registrationNumber: 'YK73NEW',
    taxStatus: 'Taxed',
    taxDueDate: '2026-10-01',
    // Never tested: DVLA holds no MOT yet and its expiry date is when the first test is due.
    motStatus: 'No details held by DVLA',
    motExpiryDate: '2026-09-29',
    make: 'KIA',
    monthOfFirstRegistration: '2023-09',
    yearOfManufacture: 2023,
    engineCapacity: 0,
    co2Emissions: 0,
    fuelType: 'ELECTRICITY',
    markedForExport: false,
    colour: 'WHITE',
    typeApproval: 'M1',
    wheelplan: '2 AXLE RIGID BODY',
    dateOfLastV5CIssued: '2023-10-02',
  },
};

const error = (status: number, code: string, title: string, detail: string) => ({
  errors: [{ status: String(status), code, title, detail }],
});

export async function startFakeDvla(): Promise<FakeDvla> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://fake.invalid').pathname;
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const send = (status: number, answer: object | string) => {
        response.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/html' : 'application/json' });
        response.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      };

      if (path !== '/vehicle-enquiry/v1/vehicles' || request.method !== 'POST')
        return send(404, { message: 'Not Found' });
      // The gateway in front of the service answers a bad key, before the service sees it.
      if (request.headers['x-api-key'] !== FAKE_DVLA_API_KEY) return send(403, { message: 'Forbidden' });
      let registration: unknown;
      try {
        registration = (JSON.parse(body) as { registrationNumber?: unknown }).registrationNumber;
      } catch {
        registration = undefined;
      }
      if (typeof registration !== 'string' || registration === '') {
        return send(400, error(400, 'ENQ102', 'Bad Request', 'Invalid format for field - vehicle registration number'));
      }
      switch (registration) {
        case DVLA_REGISTRATIONS.notFound:
          return send(404, error(404, '404', 'Vehicle Not Found', 'Record for vehicle not found'));
        case DVLA_REGISTRATIONS.invalid:
          return send(
            400,
            error(400, 'ENQ103', 'Bad Request', 'Invalid format for field - vehicle registration number'),
          );
        case DVLA_REGISTRATIONS.rateLimited:
          return send(429, { message: 'Too Many Requests' });
        case DVLA_REGISTRATIONS.serverError:
          return send(500, error(500, 'ENQ108', 'Internal Server Error', 'System error occurred'));
        case DVLA_REGISTRATIONS.maintenance:
          return send(
            503,
            error(503, '503', 'Service Unavailable', 'The service is currently unavailable for maintenance'),
          );
        case DVLA_REGISTRATIONS.notJson:
          return send(200, '<html><body>Bad gateway</body></html>');
        case DVLA_REGISTRATIONS.misshapen:
          return send(200, { registrationNumber: registration, engineCapacity: '999cc' });
        case DVLA_REGISTRATIONS.slow: {
          const timer = setTimeout(() => send(200, vehicles.WB19KFD ?? {}), SLOW_ANSWER_MS);
          response.on('close', () => clearTimeout(timer));
          return;
        }
      }
      const vehicle = vehicles[registration];
      return vehicle
        ? send(200, vehicle)
        : send(404, error(404, '404', 'Vehicle Not Found', 'Record for vehicle not found'));
    });
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
