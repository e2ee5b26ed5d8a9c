// @vitest-environment jsdom
/**
 * The review form on the form kit (src/web/features/reviews/components/ReviewForm.tsx, docs/decisions/100): an
 * empty send names each field once, under it, with a summary at the top that takes focus; a filled one sends the
 * trimmed review; the server's refusal is said in the summary. Only the network is faked.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES as M } from '#domain/review-constants';
import { ReviewForm } from '#web/features/reviews/components/ReviewForm';
import { RING, fakeApi, renderInShop, resetShop } from './helpers/shop-api';

afterEach(resetShop);

const route = `POST /api/product/${RING._id}/reviews`;

describe('the review form', () => {
  it('an empty send: each message once, under its field, and a summary that takes focus', async () => {
    fakeApi();
    renderInShop(<ReviewForm productId={RING._id} onSent={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const summary = await screen.findByTestId('review-form-summary');
    expect(summary.textContent).toContain('Please check 3 fields:');
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Rating',
      'Title',
      'Your review',
    ]);
    for (const message of [M.ratingRequired, M.titleRequired, M.textRequired])
      expect(screen.getAllByText(message, { exact: true })).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the trimmed review and hands on the server’s message', async () => {
    const api = fakeApi();
    api.on(route, ({ body }) => ({
      status: 201,
      body: {
        success: true,
        message: M.received,
        review: {
          _id: 'r1',
          ...(body as object),
          author: 'Meera I.',
          verifiedBuyer: true,
          createdAt: new Date().toISOString(),
          status: 'pending',
        },
      },
    }));
    const onSent = vi.fn();
    renderInShop(<ReviewForm productId={RING._id} onSent={onSent} />);
    await userEvent.click(screen.getByRole('radio', { name: /^4 stars/ }));
    await userEvent.type(screen.getByLabelText('Title'), '  Lovely  ');
    await userEvent.type(screen.getByLabelText('Your review'), 'It catches the light beautifully. ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(M.received));
    expect(api.bodies.get(route)).toEqual([
      { rating: 4, title: 'Lovely', text: 'It catches the light beautifully.' },
    ]);
  });

  it('says the server’s refusal in the summary', async () => {
    const api = fakeApi();
    api.on(route, () => ({ status: 409, body: { success: false, message: M.alreadyReviewed } }));
    renderInShop(<ReviewForm productId={RING._id} onSent={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: /^5 stars/ }));
    await userEvent.type(screen.getByLabelText('Title'), 'Perfect');
    await userEvent.type(screen.getByLabelText('Your review'), 'Exactly as pictured, and well made.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    const summary = await screen.findByTestId('review-form-summary');
    await waitFor(() => expect(summary.textContent).toContain(M.alreadyReviewed));
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });
});
