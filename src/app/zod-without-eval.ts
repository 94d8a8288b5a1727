import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// trying once, as its schemas are made: under Workbay's policy (script-src 'self', no
// 'unsafe-eval') that try is refused and reported as a content-security-policy violation on every
// page. `jitless` skips the try; the parsers work the same, a little slower, on answers of a few
// kilobytes. main.tsx imports this first, and the start is one chunk (vite.config.ts) that runs
// its modules in import order, so it is set before the contract's schemas are made.
// tests/e2e/page-hygiene.spec.ts fails if a violation comes back.
config({ jitless: true });
