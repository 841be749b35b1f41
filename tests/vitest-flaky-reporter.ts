// Lists the vitest tests that passed only on their retry (the API project retries once, as the
// browser tests do), with the first attempt's error, in the file VITEST_FLAKY_FILE names; `npm
// test` prints it, so a flake is seen and chased instead of hidden by the retry. No file when
// nothing was flaky.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';
import { plainFirstLine } from './e2e/flaky-reporter';

export default class VitestFlakyReporter implements Reporter {
  private readonly file = process.env.VITEST_FLAKY_FILE;
  private readonly lines: string[] = [];

  onInit() {
    if (this.file) rmSync(this.file, { force: true });
  }

  onTestCaseResult(test: TestCase) {
    if (!test.diagnostic()?.flaky) return;
    const first = plainFirstLine(test.result().errors?.[0]?.message ?? '');
    this.lines.push(
      `${relative(process.cwd(), test.module.moduleId)} > ${test.fullName}`,
      `    first attempt: ${first || 'no error recorded'}`,
    );
  }

  onTestRunEnd() {
    if (!this.file || this.lines.length === 0) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, `${this.lines.join('\n')}\n`);
  }
}
