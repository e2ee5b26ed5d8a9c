/** Reading a react-hook-form error tree for the ErrorSummary: its paths and messages, and the fields they name. */
import type { FieldErrors } from 'react-hook-form';

export interface SummaryItem {
  path: string;
  message: string;
}

/** Every error of a react-hook-form error tree with its dotted path (`variants.1.sku`). */
export function flattenErrors(errors: FieldErrors | undefined): SummaryItem[] {
  const out: SummaryItem[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message && typeof (node as { type?: unknown }).type === 'string') {
      out.push({ path: path.filter((p) => p !== 'root').join('.'), message });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, [...path, key]);
  };
  walk(errors, []);
  return out;
}

/** A value inside a quoted attribute selector (no CSS.escape: it is not everywhere, jsdom lacks it). */
const quoted = (value: string) => value.replace(/["\\]/g, '\\$&');

/** The control of a path in a form: its `name`, else an element marked `data-field` (an image picker). */
export function fieldOf(form: HTMLFormElement | null, path: string): HTMLElement | null {
  if (!form || !path) return null;
  return (
    form.querySelector<HTMLElement>(`[name="${quoted(path)}"]`) ??
    form.querySelector<HTMLElement>(`[data-field="${quoted(path)}"]`)
  );
}

/** Items in the order their fields appear in the form (those without a field last, as they came). */
export function inFormOrder(form: HTMLFormElement | null, items: SummaryItem[]): SummaryItem[] {
  const placed = items.map((item) => ({ item, el: fieldOf(form, item.path) }));
  return placed
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => {
      if (a.el && b.el && a.el !== b.el)
        return a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      if (a.el && !b.el) return -1;
      if (b.el && !a.el) return 1;
      return a.i - b.i;
    })
    .map((p) => p.item);
}

/** A field's name for the summary: `labels[path]`, else its own label or aria-label, else the path in words. */
export function labelOf(form: HTMLFormElement | null, path: string, labels: Record<string, string>): string {
  if (labels[path]) return labels[path];
  const field = fieldOf(form, path);
  const own =
    (field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
      ? field.labels?.[0]?.textContent
      : null) ?? field?.getAttribute('aria-label');
  return (
    own?.trim() ||
    path
      .split('.')
      .pop()!
      .replace(/([A-Z])/g, ' $1')
  );
}
