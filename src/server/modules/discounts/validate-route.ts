/**
 * POST /api/discounts/validate {code, lines?, email?} — whether a code applies to a bag now, and what it takes off
 * (docs/api/buying.md "Discount codes"). A signed-in shopper's bag is their SERVER cart (any `lines` sent are
 * ignored); a guest sends their bag's lines (variant and quantity — prices always come from the catalogue) and,
 * optionally, their e-mail for the per-customer limit. Checkout step 3 shows the answer; create-checkout checks
 * the code again on its own snapshot and never trusts this one (docs/decisions/099).
 *
 * Refused codes are limited per account and per address (rule `discount`): a code that applies gives its try
 * back, so only guessing is slowed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees } from '#domain/money';
import { discountValueForApi } from '#domain/discounts';
import { ValidateDiscountBody, ValidateDiscountReply } from '#domain/schemas/discounts';
import { accountSubject, clientSubject } from '#server/lib/rate-limit';
import { storedLines } from '#server/lib/cart/cart-store';
import { loadPurchasables } from '#server/lib/cart/purchasables';
import { applyDiscount, type PricedLine } from '#server/lib/discounts/apply-discount';

const validateRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/discounts/validate',
    {
      onRequest: app.identify,
      schema: { body: ValidateDiscountBody, response: { 200: ValidateDiscountReply } },
    },
    async (request, reply): Promise<ValidateDiscountReply> => {
      const user = request.user;
      const ticket = await app.rateLimit.hit(reply, 'discount', [
        ...(user ? [accountSubject(user.id)] : []),
        clientSubject(request),
      ]);
      const body = request.body;
      const lines = user ? await storedLines(app.db, user.id) : (body.lines ?? []);
      const catalogue = await loadPurchasables(
        app.db,
        lines.map((l) => l.variantId),
      );
      // Priced as checkout will price them; pieces off sale are left out (checkout refuses them anyway).
      const priced: PricedLine[] = [];
      for (const line of lines) {
        const p = catalogue.get(line.variantId);
        if (p?.active)
          priced.push({ productId: p.productId, unitPricePaise: p.unitPricePaise, quantity: line.quantity });
      }
      const applied = await applyDiscount(app.db, {
        code: body.code,
        lines: priced,
        customer: user ? { userId: user.id, email: user.email } : { userId: null, email: body.email ?? '' },
        field: 'code',
      });
      await app.rateLimit.refund(ticket);
      const subtotal = priced.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
      return {
        success: true,
        discount: {
          code: applied.row.code,
          type: applied.row.type,
          value: discountValueForApi(applied.row.type, applied.row.value),
          amount: paiseToRupees(applied.amountPaise),
        },
        subtotal: paiseToRupees(subtotal),
        total: paiseToRupees(subtotal - applied.amountPaise),
      };
    },
  );
};

export default validateRoute;
