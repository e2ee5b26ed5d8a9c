/** The test provider's UPI rule (src/domain/test-upi.ts), used by the sandbox page and the server alike. */
import { describe, expect, it } from 'vitest';
import { UPI_MESSAGES, checkTestVpa } from '#domain/test-upi';

describe('checkTestVpa', () => {
  it('success@razorpay pays and failure@razorpay is declined, in any case and with spaces around', () => {
    expect(checkTestVpa('success@razorpay')).toEqual({ ok: true, outcome: 'paid' });
    expect(checkTestVpa('  Success@RazorPay ')).toEqual({ ok: true, outcome: 'paid' });
    expect(checkTestVpa('failure@razorpay')).toEqual({ ok: true, outcome: 'declined' });
  });

  it('asks for a UPI ID when there is none', () => {
    for (const vpa of ['', '   ']) {
      expect(checkTestVpa(vpa)).toEqual({ ok: false, field: 'vpa', message: UPI_MESSAGES.vpaRequired });
    }
  });

  it('refuses what is not the shape of a UPI ID', () => {
    for (const vpa of [
      'asha',
      'asha@',
      '@okicici',
      'a@okicici',
      'asha@@okicici',
      'asha menon@okicici',
      'asha@1bank',
      `${'a'.repeat(250)}@okaxis`,
    ]) {
      expect(checkTestVpa(vpa), vpa).toEqual({ ok: false, field: 'vpa', message: UPI_MESSAGES.vpaInvalid });
    }
  });

  it('sends any other real-looking UPI ID to the test ones', () => {
    for (const vpa of ['asha.menon@okicici', '9876543210@ybl', 'asha_m-1@paytm', 'success@razorpay1']) {
      expect(checkTestVpa(vpa), vpa).toEqual({ ok: false, field: 'vpa', message: UPI_MESSAGES.notATestVpa });
    }
  });
});
