// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';

// The chart tooltip's HTML writes under a strict Content-Security-Policy (src/ui/chart/
// inline-styles.ts): the HTML parser must never meet a style attribute (the policy refuses and
// reports each one), and the styles must still arrive, through CSSOM. jsdom has no CSP, so what
// the parser is given is recorded: the guard takes the native innerHTML when its module loads,
// which is why the module is imported after the recorder is in place.

/** apexcharts 4.7.0's goal row, as its tooltip writes it on hover over a bar with goals. */
const GOAL_ROW =
  '<div> <div style="display: flex"><span class="apexcharts-tooltip-marker" ' +
  'style="background-color: #242424; height: 3px; border-radius: 0; top: 5px;"></span> Meta (+50)</div></div>';

const parsed: string[] = [];
let mod: typeof import('../../src/ui/chart/inline-styles');

beforeAll(async () => {
  const native = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!native?.set) throw new Error('no innerHTML');
  const set = native.set;
  Object.defineProperty(Element.prototype, 'innerHTML', {
    ...native,
    set(html: string) {
      parsed.push(String(html));
      set.call(this, html);
    },
  });
  mod = await import('../../src/ui/chart/inline-styles');
});

describe('withoutStyleAttributes', () => {
  it("renames every tag's style attribute, keeping its value", () => {
    const out = mod.withoutStyleAttributes(GOAL_ROW);
    expect(out).not.toMatch(/\sstyle\s*=/i);
    expect(out).toBe(
      '<div> <div data-csp-style="display: flex"><span class="apexcharts-tooltip-marker" ' +
        'data-csp-style="background-color: #242424; height: 3px; border-radius: 0; top: 5px;"></span> Meta (+50)</div></div>',
    );
  });

  it('takes single-quoted, unquoted and upper-case ones too', () => {
    expect(mod.withoutStyleAttributes(`<b STYLE='color: red'>x</b><i style=color:red>y</i>`)).toBe(
      `<b data-csp-style='color: red'>x</b><i data-csp-style=color:red>y</i>`,
    );
  });

  it('leaves text and other attributes that only mention style alone', () => {
    const html = '<span title=\'a style="x"\' data-style="y">style="z" &lt;b style="w"&gt;</span>';
    expect(mod.withoutStyleAttributes(html)).toBe(html);
  });
});

describe('a guarded element', () => {
  it('never hands the parser a style attribute, and still gets the styles', () => {
    const el = document.createElement('span');
    mod.guardInnerHtml(el);
    parsed.length = 0;
    el.innerHTML = GOAL_ROW;
    expect(parsed.length).toBeGreaterThan(0);
    for (const html of parsed) expect(html).not.toMatch(/\sstyle\s*=/i);
    const row = el.querySelector('div > div') as HTMLElement;
    const marker = el.querySelector('.apexcharts-tooltip-marker') as HTMLElement;
    expect(row.style.display).toBe('flex');
    expect(marker.style.height).toBe('3px');
    expect(marker.style.top).toBe('5px');
    expect(marker.style.backgroundColor).toBe('rgb(36, 36, 36)');
    expect(el.querySelector('[data-csp-style]')).toBeNull();
    expect(el.textContent?.trim()).toBe('Meta (+50)');
    // Reading it back gives the styled markup, as apexcharts would expect.
    expect(el.innerHTML).toContain('style="display: flex;"');
  });

  it('passes HTML without styles straight through', () => {
    const el = document.createElement('div');
    mod.guardInnerHtml(el);
    el.innerHTML = '<b>NPS</b>: 37,5';
    expect(el.innerHTML).toBe('<b>NPS</b>: 37,5');
  });

  it("is every element of a chart's tooltip, and nothing else of the chart", () => {
    const chart = document.createElement('div');
    chart.innerHTML =
      '<svg></svg><div class="apexcharts-tooltip"><div class="apexcharts-tooltip-series-group">' +
      '<span class="apexcharts-tooltip-text-goals-label"></span></div></div><div class="legend"></div>';
    mod.guardChartTooltips(chart);
    const label = chart.querySelector('.apexcharts-tooltip-text-goals-label') as HTMLElement;
    expect(Object.hasOwn(label, 'innerHTML')).toBe(true);
    expect(Object.hasOwn(chart.querySelector('.apexcharts-tooltip') as Element, 'innerHTML')).toBe(
      true,
    );
    expect(Object.hasOwn(chart.querySelector('.legend') as Element, 'innerHTML')).toBe(false);
    parsed.length = 0;
    label.innerHTML = GOAL_ROW;
    for (const html of parsed) expect(html).not.toMatch(/\sstyle\s*=/i);
    expect((label.querySelector('.apexcharts-tooltip-marker') as HTMLElement).style.height).toBe(
      '3px',
    );
  });
});
