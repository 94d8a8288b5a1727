// `npm test`: typecheck, lint, unit and server tests (vitest), then browser tests (scripts/e2e.mjs).
// Every stage runs even after a failure so the summary is complete. The last line is the total,
// `N passed, N failed, N skipped`, which CI reads; typecheck, lint and the format check count as one check each.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { playwrightFailures, vitestFailures } from './failed-tests.mjs';

const vitestReport = 'test-results/vitest.json';
const playwrightReport = 'test-results/playwright.json';

function run(command, args) {
  console.log(`\n=== ${[command, ...args].join(' ')}\n`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A stage that exits non-zero without a failed test (a crash, a server that never started) still fails. */
function counts(status, passed, failed, skipped) {
  return { passed, failed: status !== 0 && failed === 0 ? 1 : failed, skipped };
}

const check = (status) => counts(status, status === 0 ? 1 : 0, 0, 0);

/** Failed tests by name, printed again beside the summary: a CI log kept only by its tail still says which. */
const failedNames = [];

function vitest() {
  rmSync(vitestReport, { force: true });
  const status = run('node_modules/.bin/vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestReport}`,
  ]);
  const report = readJson(vitestReport) ?? {};
  failedNames.push(...vitestFailures(report));
  return counts(
    status,
    report.numPassedTests ?? 0,
    report.numFailedTests ?? 0,
    (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  );
}

function e2e() {
  rmSync(playwrightReport, { force: true });
  const status = run('node', ['scripts/e2e.mjs']);
  const report = readJson(playwrightReport);
  const stats = report?.stats ?? {};
  failedNames.push(...playwrightFailures(report));
  return counts(status, (stats.expected ?? 0) + (stats.flaky ?? 0), stats.unexpected ?? 0, stats.skipped ?? 0);
}

const stages = [
  ['typecheck', () => check(run('node_modules/.bin/tsc', ['-p', 'tsconfig.json', '--noEmit']))],
  ['lint', () => check(run('node_modules/.bin/eslint', ['.']))],
  ['format', () => check(run('node_modules/.bin/prettier', ['--check', '.']))],
  ['vitest', vitest],
  ['e2e', e2e],
];

const results = stages.map(([name, stage]) => [name, stage()]);
const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n=== Summary');
for (const [name, result] of results) {
  console.log(`${name.padEnd(10)} ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
  for (const key of Object.keys(total)) total[key] += result[key];
}
if (!existsSync(playwrightReport)) console.log('(no browser test report: see the e2e output above)');
if (failedNames.length) console.log(`Failed:\n${failedNames.map((name) => `  ${name}`).join('\n')}`);
process.exitCode = total.failed > 0 ? 1 : 0;
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
