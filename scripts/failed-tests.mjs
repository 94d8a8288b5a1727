// The failed tests of a run by name, read from vitest's and Playwright's JSON reports, so that the
// summary can say which failed: CI's record keeps only the tail of the output.

/** vitest's JSON report: "vitest <file> > <full name>" for each failed test. */
export function vitestFailures(report, cwd = process.cwd()) {
  const names = [];
  for (const file of report?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        names.push(`vitest ${String(file.name).replace(`${cwd}/`, '')} > ${test.fullName ?? test.title}`);
  return names;
}

/** Playwright's JSON report: "e2e <file>:<line> <describe> > <title>" for each unexpected result. */
export function playwrightFailures(report) {
  const names = [];
  // Suites are the files, then their describe blocks.
  const walk = (suite, path) => {
    const here = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          names.push(`e2e ${spec.file}:${spec.line} ${[...here, spec.title].join(' > ')}`);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}
