/**
 * Where the login page sends a shopper after signing in (features/auth/redirect-target.ts): the browser guard's
 * `state.from`, else the server guard's `?next=` (docs/decisions/122) — only a path of this shop, never back to
 * the sign-in pages, never another site.
 */
import { describe, expect, it } from 'vitest';
import { redirectTarget } from '#web/features/auth/redirect-target';

describe('redirectTarget', () => {
  it("follows the browser guard's state first", () => {
    const state = { from: { pathname: '/profile', search: '?tab=orders', hash: '' } };
    expect(redirectTarget(state, '?next=%2Fwishlist')).toBe('/profile?tab=orders');
  });

  it("follows the server guard's next parameter", () => {
    expect(redirectTarget(null, '?next=%2Fprofile%3Ftab%3Dorders')).toBe('/profile?tab=orders');
    expect(redirectTarget(undefined, '?next=/wishlist#top')).toBe('/wishlist#top');
  });

  it('never leaves the shop, and never goes back to the sign-in pages', () => {
    for (const next of [
      '//evil.example/profile',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'profile',
      '/login',
      '/signup',
      '/reset-password/abc',
    ])
      expect(redirectTarget(null, `?next=${encodeURIComponent(next)}`), next).toBe('/');
    expect(redirectTarget(null, '')).toBe('/');
  });
});
