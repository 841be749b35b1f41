/**
 * Writes docs/machines/<name>.json (the machine definition, pasteable into Stately) and
 * docs/machines/<name>.md (a Mermaid state diagram with state descriptions) for every machine,
 * and docs/machines/<model>.paths.md (its test plan: the generated paths as numbered scripts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { MACHINE_CATALOGUE } from '../machines/catalogue';
import { delaysOf, eventLabel } from '../machines/rules/transition-label';

const machines: Record<string, AnyStateMachine> = Object.fromEntries(
  MACHINE_CATALOGUE.map(({ doc, machine }) => [doc, machine]),
);

const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function diagram(machine: AnyStateMachine): string {
  const delays = delaysOf(machine);
  const lines: string[] = ['stateDiagram-v2'];
  const notes: string[] = [];
  const walk = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node !== machine.root) {
      const id = mermaidId(node);
      if (children.length > 0) lines.push(`${indent}state "${node.key}" as ${id} {`);
      else lines.push(`${indent}state "${node.key}" as ${id}`);
      if (node.description)
        notes.push(`note right of ${id}\n  ${node.description.replace(/\n/g, ' ')}\nend note`);
    }
    const inner = node === machine.root ? indent : `${indent}  `;
    if (children.length > 0) {
      if (node.type === 'parallel') {
        children.forEach((child, i) => {
          walk(child, inner);
          if (i < children.length - 1) lines.push(`${inner}--`);
        });
      } else {
        const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
        if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
        for (const child of children) walk(child, inner);
      }
    }
    if (node !== machine.root && children.length > 0) lines.push(`${indent}}`);
    if (node.type === 'final') lines.push(`${indent}${mermaidId(node)} --> [*]`);
  };
  // Mermaid only draws concurrent regions (`--`) inside a composite state.
  const parallelRoot = machine.root.type === 'parallel';
  if (parallelRoot) lines.push(`  state "${machine.id}" as ${mermaidId(machine.root)} {`);
  walk(machine.root, parallelRoot ? '    ' : '  ');
  if (parallelRoot) lines.push('  }');
  const edges: string[] = [];
  const visit = (node: AnyStateNode) => {
    const source = node === machine.root ? null : mermaidId(node);
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of all) {
      const label = eventLabel(t.eventType, node.id, delays);
      const guard =
        t.guard && typeof t.guard === 'object' && 'type' in t.guard ? ` [${t.guard.type}]` : '';
      const targets = (t.target ?? []) as AnyStateNode[];
      const from = source ?? mermaidId(machine.root);
      if (targets.length === 0) {
        if (source) edges.push(`  ${from} --> ${from}: ${label}${guard}`);
        continue;
      }
      for (const target of targets)
        edges.push(`  ${from} --> ${mermaidId(target)}: ${label}${guard}`);
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return [...lines, ...edges, ...notes.map((n) => `  ${n.replace(/\n/g, '\n  ')}`)].join('\n');
}

function table(machine: AnyStateMachine): string {
  const rows: string[] = ['| State | Description |', '|---|---|'];
  const walk = (node: AnyStateNode) => {
    if (node !== machine.root)
      rows.push(`| \`${node.path.join('.')}\` | ${node.description ?? ''} |`);
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return rows.join('\n');
}

const out = join(process.cwd(), 'docs', 'machines');
mkdirSync(out, { recursive: true });
for (const [name, machine] of Object.entries(machines)) {
  writeFileSync(join(out, `${name}.json`), `${JSON.stringify(machine.toJSON(), null, 2)}\n`);
  const md = [
    `# ${machine.id}`,
    '',
    machine.root.description ?? '',
    '',
    '```mermaid',
    diagram(machine),
    '```',
    '',
    '## States',
    '',
    table(machine),
    '',
    `Source: \`machines/\`. Regenerate with \`npm run machines:export\`.`,
    '',
  ].join('\n');
  writeFileSync(join(out, `${name}.md`), md);
  console.log(`docs/machines/${name}.{json,md}`);
}

// The test plans: the machine path tests write each machine's generated paths as a numbered
// script (tests/machines/test-plan.ts), so the plans are the paths the tests replay.
const plans = spawnSync('npx', ['vitest', 'run', '--project', 'machines', '--reporter=dot'], {
  stdio: 'inherit',
  env: { ...process.env, PATHS_PLAN_DIR: out },
});
if (plans.status !== 0) process.exit(plans.status ?? 1);
console.log('docs/machines/<machine>.paths.md');
