// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from '#web/components/Price';

afterEach(cleanup);

describe('Price', () => {
  it('shows one price in rupees when there is no discount', () => {
    render(<Price price={46_500} />);
    expect(screen.getByText('₹46,500.00')).toBeTruthy();
    expect(screen.queryByText(/Original price/)).toBeNull();
  });

  it('names the sale price and the struck-through original for a screen reader', () => {
    const { container } = render(<Price price={10_000} discount={{ type: 'percentage', value: 10 }} />);
    expect(container.textContent).toContain('Sale price ₹9,000.00');
    expect(container.querySelector('s')?.textContent).toBe('Original price ₹10,000.00');
  });
});
