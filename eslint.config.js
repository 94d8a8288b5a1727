// Lint enforces the architecture's import rules (design/architecture.md, "Import rules").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';

// A feature never imports another feature: one zone per folder under src/features.
const features = existsSync('./src/features')
  ? readdirSync('./src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * A server module imports another only through its public entry, `<module>.service.ts` (the
 * module's rules, what its routes call): its repositories, views and helpers are its own business
 * (issue 44). No barrel files: the entry is the service itself, which names what other modules may
 * use of the module (a type, a small function, re-exported at its end). The imports that reached
 * past the entries when the rule came now go through them: no exceptions are left; keep it so.
 */
const serverModuleExceptions = {};

/**
 * The demo (server/demo) sits above the modules: it makes its orders, quotes, invoices and returns
 * through them, as the API would, and uses a module only through its service, like the modules
 * themselves (issue 44): no exceptions are left; keep it so.
 */
const demoModuleExceptions = [];

/**
 * A contract domain imports another only through its public entries, `schemas.ts` (the wire
 * shapes) and `routes.ts`. The shared kernels (`http/`, `money/`, `documents/`, `ids/`, and the
 * files at contract/'s top) are for every domain to use file by file. The imports that reached past
 * the entries when the rule came (issue 44) now go through the entries, or the piece moved down into
 * a kernel: the list of exceptions is empty; keep it so.
 */
const contractKernels = ['http', 'money', 'documents', 'ids'];
const contractDomainExceptions = {};

/** One zone per pair of folders: `importer` may reach into `imported` only through the files allowed. */
const entryZones = (root, folders, importedFolders, entries, exceptions, message) =>
  folders.flatMap((importer) =>
    importedFolders
      .filter((imported) => imported !== importer)
      .map((imported) => ({
        target: `./${root}/${importer}`,
        from: `./${root}/${imported}`,
        except: [
          ...entries(imported),
          ...(exceptions[importer] ?? [])
            .filter((file) => file.startsWith(`${imported}/`))
            .map((file) => `./${file.slice(imported.length + 1)}`),
        ],
        message,
      })),
  );

const serverModules = foldersOf('./server/modules');
const contractDomains = foldersOf('./contract');

const zones = [
  // contract/ is shared by both sides and imports nothing of the project.
  {
    target: './contract',
    from: ['./src', './server', './tests', './scripts'],
    message: 'contract/ imports only zod/mini.',
  },
  // src/ and server/ never import each other.
  { target: './src', from: './server', message: 'The client never imports the server.' },
  { target: './server', from: './src', message: 'The server never imports the client.' },
  // Inside the server, the layers the modules build on never reach up into them.
  ...['http', 'db', 'plugins', 'providers'].map((layer) => ({
    target: `./server/${layer}`,
    from: './server/modules',
    message: `server/${layer} sits below the modules: move the shared piece down, or hand it in from app.ts.`,
  })),
  // Shared client layers never reach up into features or the app.
  ...['ui', 'api', 'session', 'db', 'sync', 'storage', 'catalogue-pack', 'print', 'documents'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: `src/${layer} is below features and app.`,
  })),
  // The document kit (issue 44) builds on the store, the outbox and the session; they never reach up into it.
  {
    target: ['./src/ui', './src/api', './src/session', './src/db', './src/sync', './src/storage'],
    from: './src/documents',
    message: 'src/documents sits above src/db, src/sync and src/session: move the shared piece down.',
  },
  // The transport is below the session: it never reads or changes the session itself.
  {
    target: './src/api',
    from: ['./src/session', './src/db', './src/sync'],
    message: 'src/api is transport only: the session, the store and the outbox sit above it.',
  },
  // The session layer sits below the local store and the outbox.
  { target: './src/session', from: ['./src/db', './src/sync'], message: 'src/session sits below src/db and src/sync.' },
  // The service worker imports only workbox packages and contract/.
  {
    target: './src/sw',
    from: './src',
    except: ['./sw'],
    message: 'src/sw imports only workbox and contract/.',
  },
  // Features do not import app/.
  { target: './src/features', from: './src/app', message: 'Features never import app/; app/ composes them.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; app/ composes them.',
  })),
  // The demo is above the modules: nothing of the server's layers reaches up into it.
  ...['modules', 'http', 'db', 'plugins', 'providers'].map((layer) => ({
    target: `./server/${layer}`,
    from: './server/demo',
    message: `server/${layer} never imports the demo: server/demo uses the modules, not the other way round.`,
  })),
  // The demo uses a module through its <module>.service.ts (and the exceptions listed above).
  ...serverModules.map((module) => ({
    target: './server/demo',
    from: `./server/modules/${module}`,
    except: [
      `./${module}.service.ts`,
      ...demoModuleExceptions
        .filter((file) => file.startsWith(`${module}/`))
        .map((file) => `./${file.slice(module.length + 1)}`),
    ],
    message: 'The demo uses a server module only through its <module>.service.ts.',
  })),
  ...entryZones(
    'server/modules',
    serverModules,
    serverModules,
    (module) => [`./${module}.service.ts`],
    serverModuleExceptions,
    'A server module imports another only through its <module>.service.ts.',
  ),
  ...entryZones(
    'contract',
    contractDomains,
    contractDomains.filter((domain) => !contractKernels.includes(domain)),
    () => ['./schemas.ts', './routes.ts'],
    contractDomainExceptions,
    'A contract domain imports another only by its schemas.ts or routes.ts (http, money, documents, ids are shared).',
  ),
];

const processEnv = { object: 'process', property: 'env', message: 'Read the environment in server/env.ts only.' };
const onlyStorage = 'Only src/storage touches localStorage: use localValue or localText from there.';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      'data/**',
      'dev-dist/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // Scratch scripts (screenshots, measurements), kept out of the repository by .gitignore.
      '**/*.tmp.mjs',
      '**/*.tmp.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // No line over 120 characters (issue 22), Prettier's printWidth: Prettier leaves long strings and comments
      // alone, so they are split by hand. Only a line with a URL may run on.
      'max-len': ['error', { code: 120, tabWidth: 2, ignoreUrls: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Only server/env.ts reads process.env; only src/api/config.ts reads import.meta.env.
      'no-restricted-properties': ['error', processEnv],
      // zod's functional API (zod/mini) everywhere: the contract's schemas are in the client's start chunk,
      // and zod's classic API costs it 22 KB as sent against 10 (docs/performance.md, 28 November).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import zod/mini: zod's classic API doubles its share of the first paint." }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env in src/api/config.ts only.',
        },
      ],
    },
  },
  {
    // import-x reads only the extensions this names when it follows an import (default: .js), so
    // without it no-cycle never looked into a .ts file and passed every cycle. On for the server and
    // the contract, checked free of cycles when it came (issue 44).
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    settings: { 'import-x/extensions': ['.ts', '.js'] },
  },
  {
    // Every client log line goes through the sanitiser in src/api/log.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/log.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: [
      'server/env.ts',
      'src/api/config.ts',
      'vite.config.ts',
      'scripts/**',
      'tests/**',
      'playwright.config.ts',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Only src/storage touches localStorage: the global itself, and the property of any object
    // (window.localStorage, globalThis['localStorage'], const { localStorage } = self). After the
    // block above, so that src/api/config.ts is held to it too.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/storage/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'localStorage', message: onlyStorage }],
      'no-restricted-properties': ['error', processEnv, { property: 'localStorage', message: onlyStorage }],
    },
  },
  {
    // Generated by scripts/render-map-outline.mjs: each country's outline is one SVG path of thousands of
    // characters of coordinates. Cut into pieces it would read no better, and it is data, not code.
    files: ['src/features/store-locator/map/british-isles-outline.ts'],
    rules: { 'max-len': 'off' },
  },
  {
    // The demo's car parc and store list are tables, one row per line (prettier-ignore): a row split
    // over twelve lines is harder to read and check than a long line. Only those tables are long.
    files: ['server/providers/car-parc.ts', 'server/demo/catalogue/branches.ts'],
    rules: { 'max-len': 'off' },
  },
);
