import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter';

const reportFile = path.resolve(import.meta.dirname, '../../.reports/e2e.json');

interface JourneyResult {
  journey: string;
  file: string;
  status: TestResult['status'];
  /** Failed once, then passed on the retry: counted as passed, and named. */
  flaky: boolean;
  durationMs: number;
  errors: string[];
}

// eslint-disable-next-line no-control-regex -- strips the terminal colours from error text.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * After the list reporter: one line per journey, tests/.reports/e2e.json, and the closing
 * "N passed, N failed". A failure outside any journey (the build, the server) counts as one.
 */
export default class SummaryReporter implements Reporter {
  /** The last attempt of each journey (a retried one ends more than once). */
  private readonly byTest = new Map<string, JourneyResult>();
  private readonly globalErrors: string[] = [];
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onError(error: TestError) {
    this.globalErrors.push(plain(error.message ?? error.value ?? 'unknown error'));
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.byTest.set(test.id, {
      journey: test.title,
      file: path.relative(process.cwd(), test.location.file),
      status: result.status,
      flaky: test.outcome() === 'flaky',
      durationMs: result.duration,
      errors: result.errors.map((error) => plain(error.message ?? error.value ?? 'unknown error')),
    });
  }

  onEnd(result: FullResult) {
    const results = [...this.byTest.values()];
    const passed = results.filter((r) => r.status === 'passed').length;
    let failed = results.length - passed;
    // A run that failed without a failed journey (set-up, crash, no journey at all) still fails.
    if (failed === 0 && (result.status !== 'passed' || results.length === 0)) failed = 1;
    const durationMs = Date.now() - this.started;

    console.log('\nEnd-to-end journeys:');
    for (const r of results) {
      const mark = r.status === 'passed' ? '✔' : '✘';
      const retried = r.flaky ? ' on the second try (flaky; look into it)' : '';
      console.log(
        `  ${mark} ${r.journey} (${(r.durationMs / 1000).toFixed(1)} s) ${r.status}${retried}`,
      );
    }
    for (const error of this.globalErrors) console.log(`  ✘ outside the journeys: ${error}`);
    console.log(`Total time: ${(durationMs / 1000).toFixed(1)} s`);

    mkdirSync(path.dirname(reportFile), { recursive: true });
    const report = {
      passed,
      failed,
      total: passed + failed,
      status: result.status,
      durationMs,
      errors: this.globalErrors,
      flaky: results.filter((r) => r.flaky).map((r) => r.journey),
      results,
    };
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`${passed} passed, ${failed} failed`);
  }

  printsToStdio() {
    return true;
  }
}
