// zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// trying once, as its schemas are made: under Workbay's policy (script-src 'self', no
// 'unsafe-eval') that try is refused and reported as a content-security-policy violation on every
// page. Its `jitless` setting skips the try; the parsers work the same, a little slower, on
// answers of a few kilobytes. It must be set before the chunk that holds zod and the contract's
// schemas runs, which is before any code of the app's own: hence a deferred script ahead of the
// app's module, setting the object `z.config()` writes to (zod reads it from globalThis).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
