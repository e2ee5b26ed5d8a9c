/** The contact page's <head>: one canonical URL for /contact and /contact-us, and a description. */
import type { FastifyInstance } from 'fastify';
import { BRAND, SHOP_CONTACT } from '#domain/brand';
import { SHOP_PROMISES } from '#domain/shop-promises';

export function registerContactPageHead(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    app.pageHeads.register(/^\/contact(-us)?$/, async () => ({
      title: `Contact Us | ${BRAND.name}`,
      description: `Write, call ${SHOP_CONTACT.supportPhone} or visit our Mumbai atelier, ${SHOP_PROMISES.support.hours}. Book a private virtual viewing with our jewellery specialists.`,
      canonical: '/contact',
    }));
  });
}
