// apexcharts 4.7.0 (pinned) writes parts of its tooltip as HTML strings with style attributes:
// on every hover over a bar with goals it fills the goal rows of its series groups with
// `<div style="display: flex"><span class="apexcharts-tooltip-marker" style="…">`, even when a
// custom tooltip replaces what is shown (it still fills its own, detached, rows). The
// Content-Security-Policy (style-src without 'unsafe-inline') refuses every style attribute the
// HTML parser meets — innerHTML, a <template> or DOMParser alike — and reports each one. Writes
// through CSSOM (`element.style`) are not policed. So the tooltip's elements get an innerHTML that
// parses the HTML without its style attributes and applies each one through CSSOM: the same look,
// no violation, and no weaker policy.

/** Where a style attribute waits between parsing and its CSSOM write. */
export const STYLE_MARK = 'data-csp-style';

/** An opening tag (its attribute values quoted or not), so text between tags is left alone. */
const TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/g;
/** One attribute of a tag: its leading space, name and `=value` if any. */
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** The HTML with every tag's style attribute renamed to STYLE_MARK (its value unchanged). */
export function withoutStyleAttributes(html: string): string {
  return html.replace(TAG, (tag) => {
    const name = /^<[^\s/>]+/.exec(tag)?.[0] ?? '';
    const rest = tag
      .slice(name.length)
      .replace(ATTRIBUTE, (attr, space, attrName, value) =>
        String(attrName).toLowerCase() === 'style' && value
          ? `${space}${STYLE_MARK}${value}`
          : attr,
      );
    return name + rest;
  });
}

/** Applies the marked styles under `root` through CSSOM and drops the marks. */
export function applyMarkedStyles(root: ParentNode) {
  for (const el of root.querySelectorAll<Element & ElementCSSInlineStyle>(`[${STYLE_MARK}]`)) {
    el.style.cssText = el.getAttribute(STYLE_MARK) ?? '';
    el.removeAttribute(STYLE_MARK);
  }
}

const nativeInnerHtml =
  typeof Element === 'undefined'
    ? undefined
    : Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');

/** Makes `el.innerHTML = html` write html's style attributes through CSSOM. Once per element. */
export function guardInnerHtml(el: Element) {
  const native = nativeInnerHtml;
  if (!native?.get || !native.set || Object.hasOwn(el, 'innerHTML')) return;
  const { get, set } = native;
  Object.defineProperty(el, 'innerHTML', {
    configurable: true,
    enumerable: true,
    get() {
      return get.call(this);
    },
    set(html: unknown) {
      const text = String(html);
      if (!/style/i.test(text)) {
        set.call(this, text);
        return;
      }
      set.call(this, withoutStyleAttributes(text));
      applyMarkedStyles(this as Element);
    },
  });
}

/**
 * Guards every element of the tooltips in a drawn chart. apexcharts builds them on each draw
 * (first render and every update), so this runs from its `mounted` and `updated` events.
 */
export function guardChartTooltips(root: Element | null | undefined) {
  if (!root) return;
  for (const el of root.querySelectorAll('.apexcharts-tooltip, .apexcharts-tooltip *')) {
    guardInnerHtml(el);
  }
}
