/** What the success page reads from a provider's return URL (src/domain/provider-return.ts). */
import { describe, expect, it } from 'vitest';
import { razorpayReturnOf, returnSessionId } from '#domain/provider-return';

describe('the return from a payment page', () => {
  it('names the session by session_id (Stripe, the test provider) or by Razorpay’s link id', () => {
    expect(returnSessionId(new URLSearchParams('session_id=cs_test_1'))).toBe('cs_test_1');
    expect(returnSessionId(new URLSearchParams('session_id=sbx_1&razorpay_payment_link_id=plink_1'))).toBe(
      'sbx_1',
    );
    expect(
      returnSessionId(
        new URLSearchParams(
          'razorpay_payment_id=pay_1&razorpay_payment_link_id=plink_Ab1&razorpay_payment_link_reference_id=r&razorpay_payment_link_status=paid&razorpay_signature=ab',
        ),
      ),
    ).toBe('plink_Ab1');
    expect(returnSessionId(new URLSearchParams(''))).toBe('');
  });

  it('passes on Razorpay’s parameters as they came, and nothing else', () => {
    const query = new URLSearchParams(
      'razorpay_payment_id=pay_1&razorpay_payment_link_id=plink_1&razorpay_payment_link_reference_id=ref&razorpay_payment_link_status=paid&razorpay_signature=f00d&utm_source=x',
    );
    expect(razorpayReturnOf(query)).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_payment_link_id: 'plink_1',
      razorpay_payment_link_reference_id: 'ref',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'f00d',
    });
    expect(razorpayReturnOf(new URLSearchParams('session_id=cs_1'))).toEqual({});
  });
});
