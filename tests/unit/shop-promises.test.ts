import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT } from '#domain/brand';
import { BUSINESS } from '#domain/business-constants';
import { SHOP_PROMISES } from '#domain/shop-promises';

describe('the shop’s promises (docs/decisions/107)', () => {
  it('words the hours from SHOP_CONTACT.hours, the closed day last', () => {
    expect(SHOP_PROMISES.support.hours).toBe('Monday to Saturday, 11:00 AM to 8:00 PM (closed on Sunday)');
    for (const h of SHOP_CONTACT.hours) expect(SHOP_PROMISES.support.hours).toContain(h.days);
  });

  it('says the one return window and free shipping without a threshold', () => {
    expect(SHOP_PROMISES.returns.short).toBe(`${BUSINESS.returnWindowDays}-day returns`);
    expect(SHOP_PROMISES.returns.sentence).toContain(`within ${BUSINESS.returnWindowDays} days of delivery`);
    expect('freeShippingThresholdRupees' in BUSINESS).toBe(false);
    const all = JSON.stringify(SHOP_PROMISES);
    expect(all).not.toMatch(/orders? over|₹|24\/7|jewel(e)?ry/i);
  });
});
