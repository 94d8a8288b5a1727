import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions, pgliteHandle, type Database } from '../../../server/db/database';
import { migrate, readMigrations } from '../../../server/db/migrate';
import { runDemo } from '../../../server/demo/run-demo';
import { createPasswordHasher } from '../../../server/modules/passwords/password-hasher';

/**
 * Booting PGlite runs initdb, a few seconds per test file on two cores. Loading a saved data
 * directory is about twice as fast, so the first file saves two templates in the temp directory
 * (blank, and migrated with the demo users) and every later file starts from one of them. The
 * name carries a hash of the migrations and demo data: a change makes a new template.
 */
export type Template = 'blank' | 'demo';

// Every file of the demo (server/demo, its folders included) and the shared tables it draws on.
const demoDir = new URL('../../../server/demo/', import.meta.url);
const demoFiles = readdirSync(demoDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .sort()
  .map((name) => new URL(name, demoDir));
const demoTables = ['server/prng.ts', 'server/providers/car-parc.ts'].map(
  (path) => new URL(`../../../${path}`, import.meta.url),
);
// The demo work orders come from the local repair times and are priced by the contract's rules.
const repairData = new URL('../../../server/providers/repair-data/', import.meta.url);
const workOrderRules = new URL('../../../contract/work-orders/', import.meta.url);
const workOrderPricing = new URL('../../../contract/work-orders/pricing/', import.meta.url);
// The demo's parts orders are placed and priced as the server places a work order's.
const partsOrdering = ['orders/', 'basket/'].map((dir) => new URL(`../../../server/modules/${dir}`, import.meta.url));
const basketRules = new URL('../../../contract/basket/', import.meta.url);
const orderParts = new URL('../../../server/modules/work-orders/order-parts.ts', import.meta.url);
// The demo quotes are made by the quotes service, priced by its rules.
const quoteDemo = ['server/modules/quotes/', 'contract/quotes/'].map(
  (dir) => new URL(`../../../${dir}`, import.meta.url),
);
/** A directory's TypeScript files, in a stable order. */
const filesOf = (dir: URL) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => new URL(name, dir));
// The demo counts from the moment it is made: registered vehicles' MOT dates from its day, a
// return's collection from its hour (the approved one's van comes three hours later). A template
// is good for the hour it was made in: one made at 17:13 and reused at 20:15 had its approved
// return collected already, and the place-returns test failed on PGlite.
const madeIn = new Date().toISOString().slice(0, 13);
const sources = [
  ...demoFiles,
  ...demoTables,
  // The demo catalogue's part numbers are stored normalised by it.
  new URL('../../../contract/catalogue/part-number.ts', import.meta.url),
  // So are the demo vehicles' plates and VINs by these.
  new URL('../../../contract/vehicles/registration.ts', import.meta.url),
  new URL('../../../contract/vehicles/vin.ts', import.meta.url),
  // The demo clocks fall on the garage's local days.
  new URL('../../../contract/clocking/local-time.ts', import.meta.url),
  ...[repairData, workOrderRules, workOrderPricing, ...partsOrdering, basketRules].flatMap(filesOf),
  orderParts,
  ...quoteDemo.flatMap(filesOf),
  // The demo's placed orders are invoiced by the invoices module.
  ...[new URL('../../../server/modules/invoices/', import.meta.url)].flatMap(filesOf),
  // And returned in part by the returns module (a few returns in every state).
  ...[new URL('../../../server/modules/returns/', import.meta.url)].flatMap(filesOf),
  new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
];

/** A hash of the migrations and the demo data's sources: the PostgreSQL template is named by it too. */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await readMigrations()) hash.update(migration.name).update(migration.statements.join('\n'));
  for (const source of sources) hash.update(await readFile(source));
  hash.update(madeIn);
  return hash.digest('hex').slice(0, 16);
}

/** Migrates and runs the demo as buildApp does, once for every database made from the template. */
export async function fillDemoTemplate(db: Database): Promise<void> {
  await migrate(db);
  await runDemo(db, {
    hasher: createPasswordHasher(),
    log: {
      info: () => undefined,
      error: (fields: unknown) => {
        throw new Error(`A demo return could not move on: ${String(fields)}`);
      },
    },
  });
}

async function makeTemplate(template: Template): Promise<Blob> {
  const client = new PGlite({ extensions: pgliteExtensions });
  await client.waitReady;
  if (template === 'demo') await fillDemoTemplate(pgliteHandle(client).db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

const loaded = new Map<Template, Promise<Blob>>();

async function loadTemplate(template: Template): Promise<Blob> {
  const file = join(tmpdir(), `workbay-pglite-${template}-${await templateKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dump = await makeTemplate(template);
    // Write then rename: a concurrent run never reads half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    // Older templates (another key: an earlier hour, other migrations) are 100 MB each.
    const stale = readdirSync(tmpdir()).filter(
      (name) =>
        name.startsWith(`workbay-pglite-${template}-`) && name.endsWith('.tar') && join(tmpdir(), name) !== file,
    );
    await Promise.all(stale.map((name) => unlink(join(tmpdir(), name)).catch(() => undefined)));
    return dump;
  }
}

export async function openPgliteFromTemplate(template: Template): Promise<PGlite> {
  if (!loaded.has(template)) loaded.set(template, loadTemplate(template));
  const dump = await loaded.get(template);
  const client = new PGlite({ loadDataDir: dump, extensions: pgliteExtensions });
  await client.waitReady;
  return client;
}
