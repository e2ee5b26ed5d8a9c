// @vitest-environment jsdom
/**
 * The admin's product form on the form kit (docs/decisions/098, 123): a refused save says each problem under its
 * field and names the fields in a summary that takes focus — a variant's as "Variant 1 · SKU", the main image
 * last — whose links focus the field, the image picker's included; a 409 about a SKU lands on that variant's SKU,
 * and the page gets the form's own values (files included).
 */
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { ProductForm } from '#web/features/admin/products/ProductForm';
import { emptyProduct, type ProductFormValues } from '#web/features/admin/products/form-model';
import { fakeApi, renderInShop, resetShop } from '#tests/components/helpers/shop-api';

const CATEGORY = { _id: '6f1c2b1e-8d0a-4c55-9a55-2b1f3c4d5e6f', name: 'Rings', slug: 'rings' };
const category = { ...CATEGORY, image: { url: '/uploads/rings.jpg' }, isFeatured: false };

beforeEach(() => {
  const api = fakeApi();
  api.on('GET /api/rates', () => ({ body: { success: true, rates: [] } }));
  api.on('GET /api/category/allcategories', () => ({ body: { success: true, categories: [category] } }));
  api.on('GET /api/category/getCatWithSubCats', () => ({
    body: { success: true, categories: [{ ...category, subcategories: [] }] },
  }));
  api.on(`GET /api/subcategory/by-category/${CATEGORY._id}`, () => ({
    body: { success: true, subcategories: [], categoryTitle: CATEGORY.name },
  }));
});
afterEach(resetShop);

function renderForm(onSubmit: (values: ProductFormValues) => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/products/add',
        element: (
          <ProductForm
            mode="add"
            initial={emptyProduct()}
            submitLabel="Add Product"
            busyLabel="Adding Product..."
            busy={false}
            onSubmit={onSubmit}
          />
        ),
      },
    ],
    { initialEntries: ['/admin/products/add'] },
  );
  return renderInShop(<RouterProvider router={router} />);
}

/** The first check loads the schema, zod and its resolver (a slow import on a busy machine): a longer wait. */
const LOADING = { timeout: 10_000 };
const summary = () =>
  screen.findByText(/^Please correct/, {}, LOADING).then((title) => title.closest('[role="alert"]')!);
const linkNames = (box: Element) => [...box.querySelectorAll('a')].map((a) => a.textContent);

describe('the admin product form', () => {
  it('names the fields at fault in a summary that takes focus; its links focus the field and the image picker', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    const box = await summary();
    expect(box.textContent).toContain('Please correct these 7 fields before saving:');
    expect(linkNames(box)).toEqual([
      'Title',
      'Category',
      'Variant 1 · Metal',
      'Variant 1 · Purity',
      'Variant 1 · SKU',
      'Variant 1 · Price (₹)',
      'Main image',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(box));
    // Said once more, under the field (not announced there: the summary is).
    const title = screen.getByLabelText('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const titleError = document.getElementById(title.getAttribute('aria-describedby')!)!;
    expect(titleError.textContent).toBe('Please fill all required fields');
    expect(titleError.getAttribute('role')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Variant 1 · SKU' }));
    expect(document.activeElement).toBe(screen.getByLabelText('SKU'));
    fireEvent.click(screen.getByRole('link', { name: 'Main image' }));
    // Through react-hook-form's setFocus (the picker's input is the Controller's ref), which focuses on a timer.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Choose image')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the form's own values with the file, and puts a 409 about a SKU on that variant's SKU", async () => {
    const conflict = 'The SKU "RG-7" is already used by another variant.';
    const onSubmit = vi.fn((_values: ProductFormValues) => Promise.reject(new ApiError(conflict, 409)));
    renderForm(onSubmit);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Aurora Ring' } });
    const select = screen.getByLabelText('Category');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: CATEGORY._id } });
    fireEvent.change(screen.getByLabelText('Metal'), { target: { value: 'Silver' } });
    fireEvent.change(screen.getByLabelText('SKU'), { target: { value: 'RG-7' } });
    fireEvent.change(screen.getByLabelText('Price (₹)'), { target: { value: '18500' } });
    const main = new File(['png'], 'main.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [main] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce(), LOADING);
    const sent = onSubmit.mock.calls[0]![0];
    expect(sent.mainImageFile).toBe(main);
    expect(sent.variants[0]).toMatchObject({ material: 'Silver', purity: '925 Sterling', sku: 'RG-7' });
    const box = await summary();
    expect(linkNames(box)).toEqual(['Variant 1 · SKU']);
    const sku = screen.getByLabelText('SKU');
    expect(document.getElementById(sku.getAttribute('aria-describedby')!)!.textContent).toBe(conflict);
  });
});
