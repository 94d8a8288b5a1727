import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Clock } from '../../../server/clock';
import { createTestPostgresDatabase } from '../helpers/postgres-template';
import { pgliteHandle, postgresHandle, type Database, type DatabaseHandle } from '../../../server/db/database';
import { openPgliteFromTemplate } from '../helpers/pglite-template';
import { buildTestApp } from '../helpers/test-app';

/**
 * The real server, listening on loopback, on a database that outlives it: a restart closes the
 * app (requests still in flight finish or fail as Fastify closes) and builds a new one on the
 * same rows, as a deploy or a crash-and-restart would.
 */
export interface SharedDatabase {
  name: 'pglite' | 'postgresql';
  /** A handle for one app instance; closing it leaves the data where it is. */
  handle(): DatabaseHandle;
  /** The test's own way in, for setting prices and stock and for the final checks. */
  db: Database;
  dispose(): Promise<void>;
}

/** In-memory PGlite from the demo template; every instance shares the one client. */
export async function sharedPglite(): Promise<SharedDatabase> {
  const client = await openPgliteFromTemplate('demo');
  return {
    name: 'pglite',
    handle: () => ({ ...pgliteHandle(client), close: async () => undefined }),
    db: pgliteHandle(client).db,
    dispose: () => client.close(),
  };
}

/**
 * A database of its own on the PostgreSQL server (a copy of the demo template); every instance
 * opens its own pool on it.
 */
export async function sharedPostgres(url: string): Promise<SharedDatabase> {
  const database = await createTestPostgresDatabase(url, 'demo');
  const poolFor = () => new pg.Pool({ connectionString: database.url, max: 6 });
  const own = poolFor();
  return {
    name: 'postgresql',
    handle: () => postgresHandle(poolFor()),
    db: postgresHandle(own).db,
    dispose: async () => {
      await own.end();
      await database.drop();
    },
  };
}

interface Instance {
  app: FastifyInstance;
  port: number;
}

export class ServerUnderTest {
  private instances: Instance[] = [];
  private started = 0;
  /** Restarts done, by how they went. */
  readonly restarts: ('outage' | 'rolling')[] = [];

  constructor(
    private readonly database: SharedDatabase,
    private readonly clock: Clock,
    /** Told of each new instance's port, and of each closed one's. */
    private readonly listener: { up(port: number): void; down(port: number): void },
  ) {}

  /** The newest instance's port (for the tablets' logins, which go around the bad network). */
  get port(): number {
    const newest = this.instances.at(-1);
    if (!newest) throw new Error('The server is not running');
    return newest.port;
  }

  async start(): Promise<void> {
    const { app } = await buildTestApp(undefined, {
      database: this.database.handle(),
      clock: this.clock,
      // The first start migrates and loads the demo data; later ones find it there.
      config: { demoData: this.started === 0, pruneIntervalMinutes: 0 },
    });
    this.started += 1;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    this.instances.push({ app, port });
    this.listener.up(port);
  }

  /**
   * 'outage': the running app closes, with requests in flight, and only then is a new one built,
   * so for a while nothing answers. 'rolling': the new one starts first and takes new requests
   * while the old one closes on what it is still doing (two instances on one database).
   */
  async restart(mode: 'outage' | 'rolling'): Promise<void> {
    const old = this.instances[0];
    if (!old) throw new Error('The server is not running');
    if (mode === 'outage') {
      // The proxy still points at the closing app: keep-alive requests get its 503, new
      // connections are refused (502), until the new app is up.
      await old.app.close();
      await this.start();
    } else {
      await this.start();
      await old.app.close();
    }
    this.instances = this.instances.filter((instance) => instance !== old);
    this.listener.down(old.port);
    this.restarts.push(mode);
  }

  async close(): Promise<void> {
    for (const instance of this.instances.splice(0)) {
      await instance.app.close();
      this.listener.down(instance.port);
    }
  }
}
