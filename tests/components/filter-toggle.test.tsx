// @vitest-environment jsdom
/**
 * The listing's Filter button as the app goes live (docs/decisions/112, "Input before the app is live"): before,
 * it is a `<details>` whose summary opens the filter form in place; once live, a button that opens the drawer. A
 * tap that opened the form in place — before the app started, or just before the button replaced the summary (its
 * `toggle` event then arrives after that render) — keeps the form open in place instead of losing it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterToggle } from '#web/features/catalog/components/listing/ListingToolbar';
import { DEFAULT_FILTERS } from '#web/features/catalog/lib/listing-params';

const onOpenDrawer = vi.fn();
const toggle = (
  <FilterToggle
    filterProps={{
      action: '/shop',
      filters: DEFAULT_FILTERS,
      facets: undefined,
      showCategories: false,
      onChange: () => {},
    }}
    count={0}
    resetHref="/shop"
    onOpenDrawer={onOpenDrawer}
    onPreloadDrawer={() => {}}
    onApplied={() => {}}
  />
);
const details = (root: ParentNode) => root.querySelector('details');

afterEach(() => {
  onOpenDrawer.mockReset();
  document.body.innerHTML = '';
});

describe('the Filter button as the app goes live', () => {
  it('is a summary before, then a button that opens the drawer', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(toggle);
    expect(host.querySelector('summary')?.textContent).toBe('Filter');
    expect(host.querySelector('button[aria-haspopup]')).toBeNull();

    render(toggle);
    const button = await screen.findByRole('button', { name: 'Filter' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(details(document)?.hidden).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /^Silver/ })).toBeNull();
    fireEvent.click(button);
    expect(onOpenDrawer).toHaveBeenCalledTimes(1);
  });

  it('keeps the form in place when the summary was tapped just before the button replaced it', async () => {
    const { container } = render(toggle);
    await screen.findByRole('button', { name: 'Filter' });
    // The tap opened the summary natively; its toggle event comes after the render that brought the button.
    const tapped = details(container)!;
    act(() => {
      tapped.open = true;
      tapped.dispatchEvent(new Event('toggle'));
    });
    expect(details(container)).toBe(tapped);
    expect(tapped.hidden).toBe(false);
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Silver/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeTruthy();

    // Closed by the shopper, the button comes back and opens the drawer.
    act(() => {
      tapped.open = false;
      tapped.dispatchEvent(new Event('toggle'));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(onOpenDrawer).toHaveBeenCalledTimes(1);
  });

  it('keeps the form in place when it was opened before the app started', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(toggle);
    details(host)!.open = true;
    // React names the attribute the tap added (a development-only warning); production hydration keeps it.
    const warned = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(host, toggle);
    });
    warned.mockRestore();
    expect(details(host)?.open).toBe(true);
    expect(details(host)?.hidden).toBe(false);
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /^Silver/ })).toBeTruthy();
  });
});
