// Every figure says what it is: each figure card and chart a page draws carries a definition,
// and each definition in the catalogues names its unit. FigureCard's `definition` is a required
// prop (tsc refuses a card without one); Chart's is optional in the shared component, so the
// pages' charts are checked here by reading their source.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = join(process.cwd(), 'src/features');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The props text of every `<Name …>` element in a source (up to its closing `>` or `/>`). */
function elements(source: string, name: string): string[] {
  const out: string[] = [];
  const open = new RegExp(`<${name}(?=[\\s/>])`, 'g');
  for (const m of source.matchAll(open)) {
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < source.length; i++) {
      const c = source[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    out.push(source.slice(m.index, i + 1));
  }
  return out;
}

const files = sources(FEATURES).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('definitions', () => {
  it.each(['FigureCard', 'Chart'])('every <%s> of a page passes a definition', (name) => {
    const found = files.flatMap((f) =>
      elements(f.text, name).map((el) => ({ file: f.path.slice(process.cwd().length + 1), el })),
    );
    // The scan must see the pages' figures, or it proves nothing.
    expect(found.length).toBeGreaterThan(name === 'Chart' ? 6 : 8);
    const missing = found.filter((f) => !/\sdefinition=\{/.test(f.el)).map((f) => f.file);
    expect(missing).toEqual([]);
  });

  it('every definition in the catalogues names its unit', () => {
    const catalogues = files.filter((f) => f.path.endsWith('-definitions.ts'));
    expect(catalogues.length).toBeGreaterThanOrEqual(6);
    const texts = catalogues.flatMap((f) =>
      [...f.text.matchAll(/defaultMessage:\s*'([^']*)'/g)].map((m) => m[1] ?? ''),
    );
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((t) => !/Unidad: [^.]+\.$/.test(t))).toEqual([]);
  });

  it('the scan reads a multi-line element up to its own end', () => {
    const src = `<Chart\n  title={t({ a: 1 })}\n  data={d}\n/>\n<Chart title="x" definition={y} data={z} />`;
    const els = elements(src, 'Chart');
    expect(els).toHaveLength(2);
    expect(els.map((e) => /\sdefinition=\{/.test(e))).toEqual([false, true]);
  });
});
