import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every route of the app, read from the router's generated route tree, so a new route file is
 * checked without anyone remembering to list it. `$param` segments are filled by the caller.
 */
export function allRoutes(): string[] {
  const tree = readFileSync(join(import.meta.dirname, '..', '..', '..', 'src', 'client', 'routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByTo \{([\s\S]*?)\n\}/.exec(tree)?.[1];
  if (!block) throw new Error('routeTree.gen.ts has no FileRoutesByTo: the router plugin changed its output');
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

/** Fills a route's `$name` segments; a route whose parameter has no value is an error, not a skip. */
export function fillParams(route: string, params: Record<string, string | string[]>): string[] {
  let paths = [route];
  for (const name of route.match(/\$[A-Za-z]+/g) ?? []) {
    const value = params[name.slice(1)];
    if (value === undefined) throw new Error(`no value for ${name} of ${route}`);
    const values = Array.isArray(value) ? value : [value];
    paths = paths.flatMap((p) => values.map((v) => p.replace(name, encodeURIComponent(v))));
  }
  return paths;
}

export type LayoutProblem = { kind: 'overflow' | 'offscreen' | 'document' | 'tap-target'; what: string; detail: string };

/**
 * Runs in the page: what is wider than its box or the screen, and which tap targets are smaller
 * than 44 × 44 CSS px (WCAG 2.5.5, the size a thumb hits reliably).
 *
 * Not counted as tap targets, with the reason:
 * - links inside a sentence (the inline exception of WCAG 2.5.5): they flow with the text;
 * - a checkbox, radio or switch inside a label of 44 px or more: the label is what is tapped
 *   (a drawn control whose invisible ::after reaches 44 px counts at that size);
 * - visually hidden controls (sr-only, 1 px): they are for screen readers only;
 * - the body of a scroll container (tables that scroll sideways on purpose) is not an overflow.
 */
export function findLayoutProblems(checkTargets: boolean): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  const name = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id}> "${label}"`;
  };
  if (root.scrollWidth > vw + 1) problems.push({ kind: 'document', what: 'document', detail: `${root.scrollWidth} px wide in a ${vw} px viewport` });

  const hidden = (el: Element, cs: CSSStyleDeclaration, r: DOMRect): boolean =>
    cs.display === 'none' ||
    cs.visibility === 'hidden' ||
    Number(cs.opacity) === 0 ||
    r.width <= 1 ||
    r.height <= 1 ||
    (cs.position === 'absolute' && cs.clip !== 'auto' && cs.clip !== '') ||
    el.closest('[aria-hidden="true"][data-radix-popper-content-wrapper], [inert]') !== null;
  // inside a box that scrolls or clips sideways: what sticks out is scrolled to, not lost
  const inScroller = (el: Element): boolean => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const ox = getComputedStyle(p).overflowX;
      if (ox === 'auto' || ox === 'scroll') return true;
    }
    return false;
  };

  for (const el of document.body.querySelectorAll('*')) {
    if (el instanceof SVGElement && el.tagName.toLowerCase() !== 'svg') continue;
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'NOSCRIPT') continue;
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (hidden(el, cs, r)) continue;
    const scrolls = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
    const inline = cs.display === 'inline' || cs.display === 'contents';
    // a control drawn empty (radio, checkbox) whose invisible ::after widens the tap area: nothing to read is cut
    const drawnEmpty =
      (el.textContent ?? '').trim() === '' &&
      (el.querySelector('input[type="checkbox"], input[type="radio"]') !== null ||
        [...el.querySelectorAll('img, svg, canvas, video, select, textarea, input')].every((m) => m.getBoundingClientRect().width === 0));
    if (
      !inline &&
      !scrolls &&
      !drawnEmpty &&
      el.scrollWidth > el.clientWidth + 1 &&
      el.clientWidth > 0 &&
      !(el instanceof HTMLInputElement) &&
      !(el instanceof HTMLSelectElement) &&
      !(el instanceof HTMLTextAreaElement)
    ) {
      problems.push({
        kind: 'overflow',
        what: name(el),
        detail: `content ${el.scrollWidth} px in a ${el.clientWidth} px box (overflow-x: ${cs.overflowX}${cs.textOverflow === 'ellipsis' ? ', cut with …' : ''})`,
      });
    }
    if (!inline && (r.right > vw + 1 || r.left < -1) && cs.position !== 'fixed' && !inScroller(el)) {
      problems.push({ kind: 'offscreen', what: name(el), detail: `spans ${Math.round(r.left)}–${Math.round(r.right)} px of a ${vw} px screen` });
    }
  }

  if (checkTargets) {
    const targets = document.body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], summary',
    );
    for (const el of targets) {
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (hidden(el, cs, r)) continue;
      // an absolutely placed ::after with negative insets widens what a tap lands on
      const after = getComputedStyle(el, '::after');
      const grow =
        after.content !== 'none' && after.position === 'absolute' ? (side: string) => Math.max(0, -parseFloat(after.getPropertyValue(side)) || 0) : () => 0;
      const w = r.width + grow('left') + grow('right');
      const h = r.height + grow('top') + grow('bottom');
      if (w >= 44 && h >= 44) continue;
      // a link inside a sentence
      if (el.tagName === 'A' && cs.display === 'inline') {
        const parentText = (el.parentElement?.textContent ?? '').trim();
        if (parentText.length > (el.textContent ?? '').trim().length + 3) continue;
      }
      // the tap lands on the label around the control
      const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
      if (label) {
        const lr = label.getBoundingClientRect();
        if (lr.width >= 44 && lr.height >= 44) continue;
      }
      problems.push({ kind: 'tap-target', what: name(el), detail: `${Math.round(w)} × ${Math.round(h)} px` });
    }
  }
  return problems;
}
