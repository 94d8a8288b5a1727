import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { playwrightFailures, vitestFailures } from '../../../scripts/failed-tests.mjs';

describe('the failed tests named in the summary', () => {
  it('names vitest’s failed tests by file and full name, and no passed one', () => {
    const report = {
      testResults: [
        {
          name: '/ci/tests/server/a.test.ts',
          assertionResults: [
            { status: 'passed', title: 'fine', fullName: 'routes fine' },
            { status: 'failed', title: 'races', fullName: 'on PostgreSQL races' },
          ],
        },
      ],
    };
    expect(vitestFailures(report, '/ci')).toEqual(['vitest tests/server/a.test.ts > on PostgreSQL races']);
    expect(vitestFailures(undefined)).toEqual([]);
  });

  it('names Playwright’s unexpected results by file, line, describe blocks and title', () => {
    const report = {
      suites: [
        {
          title: 'returns.spec.ts',
          file: 'returns.spec.ts',
          specs: [{ title: 'top level', file: 'returns.spec.ts', line: 3, tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'digital returns',
              file: 'returns.spec.ts',
              specs: [
                { title: 'refused later', file: 'returns.spec.ts', line: 66, tests: [{ status: 'unexpected' }] },
                { title: 'flaky one', file: 'returns.spec.ts', line: 90, tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual(['e2e returns.spec.ts:66 digital returns > refused later']);
    expect(playwrightFailures(undefined)).toEqual([]);
  });
});
