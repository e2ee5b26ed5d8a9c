/** Keyboard helpers for the browser tests: what has focus, walking the Tab order, focus staying inside a dialog. */
import type { Locator, Page } from '@playwright/test';

export interface Focused {
  tag: string;
  name: string;
  /** An outline or a ring (box-shadow) is drawn around it. */
  indicated: boolean;
  /** The test's mark of the element (data-kb), when it was marked beforehand. */
  mark: string | null;
}

/** The focused element: its tag, accessible-ish name and whether a focus indicator is drawn. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('placeholder') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60),
      indicated: outline || ring,
      mark: el.getAttribute('data-kb'),
    };
  });
}

/**
 * Marks every visible, enabled control a keyboard user should reach (links, buttons, fields, elements with a
 * non-negative tabindex; not inside inert or aria-hidden parts, not roving items with tabindex=-1) with data-kb,
 * and answers their marks and names.
 */
export function markControls(page: Page, within = 'body'): Promise<Record<string, string>> {
  return page.evaluate((root) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), summary';
    const out: Record<string, string> = {};
    let n = 0;
    for (const el of Array.from(document.querySelector(root)!.querySelectorAll<HTMLElement>(selector))) {
      if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) continue;
      // A radio group is one Tab stop (arrows move inside it): its checked radio, or its first when none is.
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const group = Array.from(
          (el.form ?? document).querySelectorAll<HTMLInputElement>(
            `input[type="radio"][name="${CSS.escape(el.name)}"]`,
          ),
        ).filter((r) => !r.disabled);
        if (el !== (group.find((r) => r.checked) ?? group[0])) continue;
      }
      if (el.closest('[inert], [aria-hidden="true"], [hidden]')) continue;
      // Inside a closed <details> (not its summary): not rendered, so not a Tab stop until opened.
      const details = el.closest('details');
      if (details && !details.open && el.parentElement !== details) continue;
      if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || style.display === 'none')
        continue;
      // Screen-reader-only controls (the skip link) count: they show on focus.
      const mark = `kb-${n++}`;
      el.setAttribute('data-kb', mark);
      out[mark] = (
        el.getAttribute('aria-label') ||
        el.textContent?.trim() ||
        el.getAttribute('placeholder') ||
        el.tagName
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);
    }
    return out;
  }, within);
}

/** Presses Tab up to `max` times from the top of the page, answering every element that took focus, in order. */
export async function tabWalk(page: Page, max: number): Promise<Focused[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page
    .locator('body')
    .focus()
    .catch(() => {});
  const seen: Focused[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue;
    // Back at the start: the walk has gone round the whole page.
    if (seen.length > 2 && f.mark && f.mark === seen[0]!.mark) break;
    seen.push(f);
  }
  return seen;
}

/** Whether the focused element is inside `container`. */
export function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

/** Presses Tab (and Shift+Tab) `times` times each and answers whether focus ever left `container`. */
export async function focusStaysInside(page: Page, container: Locator, times = 12): Promise<boolean> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      if (!(await focusInside(container))) return false;
    }
  }
  return true;
}

/** Whether the focused element is the one `locator` names. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}
