import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEventObject, StateValue } from 'xstate';
import type { ModelPath } from './harness';

// A machine's test plan for testers who do not read code: the very paths the path
// tests replay, each a numbered script of events with the state expected after each one.
// Written only when PATHS_PLAN_DIR is set (`npm run machines:export` sets it).

/** `welcome.playing`, or `a.b · c.d` for parallel regions. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, inner]) => {
      const rest = stateLabel(inner as StateValue);
      return rest.includes(' · ') ? `${key}(${rest})` : `${key}.${rest}`;
    })
    .join(' · ');
}

const PAYLOAD_CHARS = 100;

/** An event as a tester types it: its type, then its payload, if any. */
export function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  const name = type.startsWith('xstate.after.') ? `wait (${type.split('.')[2]})` : type;
  if (Object.keys(payload).length === 0) return `\`${name}\``;
  // Long payloads (a whole domain list) are cut: the tests' event lists hold them whole.
  const json = JSON.stringify(payload);
  return `\`${name}\` ${json.length > PAYLOAD_CHARS ? `${json.slice(0, PAYLOAD_CHARS)}…` : json}`;
}

/** `onboarding.addEmployees` → `onboarding-add-employees` (the docs/machines file names). */
export const planFileName = (model: string): string =>
  `${model.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.paths.md`;

/** The top-level regions of a state and their labels (one entry, '', for a plain state). */
function regions(value: StateValue): Map<string, string> {
  if (typeof value === 'string') return new Map([['', value]]);
  return new Map(
    Object.entries(value).map(([key, inner]) => [key, stateLabel({ [key]: inner } as StateValue)]),
  );
}

/**
 * What a step expects: the whole state of a plain machine; for a parallel one only the regions
 * that changed (the start line gives them all), so a plan stays readable.
 */
export function expectedLabel(before: StateValue, after: StateValue): string {
  const was = regions(before);
  const now = regions(after);
  if (now.size === 1 && now.has('')) return `\`${now.get('')}\``;
  const changed = [...now].filter(([key, label]) => was.get(key) !== label);
  if (changed.length === 0) return 'the same state';
  return changed.map(([, label]) => `\`${label}\``).join(', ');
}

/** Each path as a numbered script under its own heading. */
function scripts(paths: ModelPath[], heading: string): string[] {
  const lines: string[] = [];
  paths.forEach((path, i) => {
    lines.push(`${heading} ${i + 1} — ${path.scenario}`, '');
    lines.push(`Start: \`${stateLabel(path.initial.value)}\``, '');
    let before = path.initial.value;
    path.steps.forEach((step, j) => {
      lines.push(
        `${j + 1}. ${eventLabel(step.event)} → ${expectedLabel(before, step.expected.value)}`,
      );
      before = step.expected.value;
    });
    if (path.steps.length === 0) lines.push('(the initial state itself)');
    lines.push('');
  });
  return lines;
}

/** The plan's Markdown; `browser`: the paths the browser suite also replays, if any. */
export function testPlan(model: string, paths: ModelPath[], browser: ModelPath[] = []): string {
  const lines = [
    `# ${model}: test plan`,
    '',
    `${paths.length} paths, generated from the machine by \`npm run machines:export\` — the same`,
    'paths `npm run test:paths` replays. Each starts from the scenario named; after each event the',
    'machine must be in the state given (for machines with parallel regions, the regions that',
    'changed; the others stay as they were).',
    '',
    ...scripts(paths, '## Path'),
  ];
  if (browser.length > 0) {
    lines.push(
      '## In the browser',
      '',
      `${browser.length} of these paths, cut where they first reach a state not reached before (the`,
      'shortest path to every state), are replayed in Chromium against the real server by',
      '`tests/e2e/onboarding-paths.test.ts`: each event done as a user does it, and after each the',
      'screen that state promises checked.',
      '',
      ...scripts(browser, '### Browser path'),
    );
  }
  return lines.join('\n');
}

/** Writes the plan of `model` when PATHS_PLAN_DIR is set. */
export function writeTestPlan(model: string, paths: ModelPath[], browser?: ModelPath[]): void {
  const dir = process.env.PATHS_PLAN_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, planFileName(model)), testPlan(model, paths, browser));
}
