// A Vitest reporter that names every test which passed only on a retry, so a flaky story is
// seen in the output (and in the closing figures) instead of passing silently.
/** @implements {import('vitest/reporters').Reporter} */
export default class RetryReporter {
  /** @type {string[]} */
  retried = [];

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const { retryCount = 0 } = testCase.diagnostic() ?? {};
    if (retryCount > 0 && testCase.result().state === 'passed') {
      this.retried.push(
        `${testCase.module.moduleId.split('/').slice(-2).join('/')} › ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    console.log(`\nPassed on the second try (flaky; look into it):`);
    for (const name of this.retried) console.log(`  ↻ ${name}`);
  }
}
