// `npm run build`'s server half: the API (server/main.ts) and its two database commands bundled by
// esbuild into dist-server/ (or the directory given, as scripts/e2e.mjs does), as ES modules for
// Node 20, so that production runs JavaScript rather than compiling TypeScript at start. Packages
// stay in node_modules (external): only the project's own code (server/ and contract/) goes into
// the bundles. Source maps sit beside them, for stack traces (node --enable-source-maps), and are
// never served.
//
// Each bundle is one file of its own, so `import.meta.url` in server/db/migrate.ts names
// dist-server/: the SQL migrations it reads beside itself are copied to dist-server/migrations.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist-server';

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'server/main.ts',
    'migrate-cli': 'server/db/migrate-cli.ts',
    'seed-cli': 'server/seed-cli.ts',
    'backup-cli': 'server/db/backup-cli.ts',
    'restore-cli': 'server/db/restore-cli.ts',
    'move-to-postgres-cli': 'server/db/move-to-postgres-cli.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', `${outdir}/migrations`, { recursive: true });
// The demo content (server/demo/content/read-content.ts reads it beside itself, as migrations).
await cp('server/demo/content/content', `${outdir}/content`, { recursive: true });
console.log(`Server built into ${outdir}/`);
