import { config } from 'zod/mini';
import { plainMessage } from '../../contract/validation-messages';

// The client's zod settings, made before any schema: main.tsx imports this first, and the start is
// one chunk (vite.config.ts) that runs its modules in import order.
//
// `jitless`: zod compiles object parsers with `new Function` when it may, and finds out whether it
// may by trying once, as its schemas are made: under Workbay's policy (script-src 'self', no
// 'unsafe-eval') that try is refused and reported as a content-security-policy violation on every
// page. `jitless` skips the try; the parsers work the same, a little slower, on answers of a few
// kilobytes. tests/e2e/page-hygiene.spec.ts fails if a violation comes back.
//
// `customError`: a rule the contract did not word itself (a wrong type, a number out of range) reads
// as the server words it (contract/validation-messages.ts) beside a form's field, not as zod's bare
// "Invalid input": zod/mini carries no locale of its own.
config({ jitless: true, customError: plainMessage });
