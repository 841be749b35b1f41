// Lists the browser tests that passed only on their retry (Playwright's "flaky"), with the first
// attempt's error and the retry's trace, in tests/e2e/artifacts/flaky.txt; `npm test` prints it,
// so a flake is seen and chased instead of hidden by the retry. No file when nothing was flaky.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const FLAKY = join(process.cwd(), 'tests/e2e/artifacts/flaky.txt');

// Playwright's error messages carry terminal colour codes; the file is read as plain text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first line of an error message without its colour codes. */
export const plainFirstLine = (message: string): string =>
  (message.replace(ANSI, '').split('\n')[0] ?? '').trim();

export default class FlakyReporter implements Reporter {
  private readonly results = new Map<TestCase, TestResult[]>();

  onBegin() {
    rmSync(FLAKY, { force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.results.set(test, [...(this.results.get(test) ?? []), result]);
  }

  onEnd() {
    const lines: string[] = [];
    for (const [test, results] of this.results) {
      if (test.outcome() !== 'flaky') continue;
      const failed = results.find((r) => r.status !== test.expectedStatus);
      const passed = results.find((r) => r.status === test.expectedStatus);
      const trace = passed?.attachments.find((a) => a.name === 'trace')?.path;
      const error = plainFirstLine(failed?.error?.message ?? failed?.status ?? '');
      lines.push(
        `${relative(process.cwd(), test.location.file)} > ${test.titlePath().slice(3).join(' > ')}`,
        `    first attempt: ${error}`,
        `    trace: ${trace ? `npx playwright show-trace ${relative(process.cwd(), trace)}` : 'none'}`,
      );
    }
    if (lines.length === 0) return;
    mkdirSync(join(FLAKY, '..'), { recursive: true });
    writeFileSync(FLAKY, `${lines.join('\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
