// The process pglite-durability.test.ts kills: it opens the embedded database in the directory it
// is given, says how many rows it finds ("have N"), then inserts rows one at a time, saying
// "ok" once each insert is acknowledged, until it is killed or has written the number asked.
import { PGlite } from '@electric-sql/pglite';

const [directory, wanted] = process.argv.slice(2);
const client = new PGlite(directory);
await client.waitReady;
await client.exec('CREATE TABLE IF NOT EXISTS writes (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
const { rows } = await client.query('SELECT count(*)::int AS n FROM writes');
process.stdout.write(`have ${rows[0].n}\n`);
for (let written = 0; written < Number(wanted); written += 1) {
  await client.query('INSERT INTO writes DEFAULT VALUES');
  process.stdout.write('ok\n');
}
await client.close();
