import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { ProductDto, VariantDto } from '#domain/schemas/catalog';
import { BUSINESS } from '#domain/business-constants';
import { SHOP_PROMISES } from '#domain/shop-promises';
import { Link } from 'react-router';
import { Certificate } from './Certificate';

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group border-b border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-sm font-medium uppercase tracking-[0.12em] [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-5 text-sm leading-relaxed text-charcoal/85">{children}</div>
    </details>
  );
}

/**
 * Product Details (open; with the certificate when there is one), Jewellery Care and Shipping & Returns
 * (docs/shop/storefront.md §2).
 */
export function ProductInfoSections({
  product,
  variant,
}: {
  product: ProductDto;
  variant: VariantDto | undefined;
}) {
  return (
    <div className="mt-8 border-t border-line">
      <Section title="Product Details" open>
        <p>{product.description}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
          {variant && (
            <>
              <dt className="text-muted">Metal</dt>
              <dd>
                {variant.material}, {variant.purity}
              </dd>
              {variant.weight > 0 && (
                <>
                  <dt className="text-muted">Approx. weight</dt>
                  <dd>{variant.weight} g</dd>
                </>
              )}
              <dt className="text-muted">SKU</dt>
              <dd>{variant.sku}</dd>
            </>
          )}
          {product.certificate && (
            <>
              <dt className="text-muted">Certificate</dt>
              <dd>
                <Certificate certificate={product.certificate} />
              </dd>
            </>
          )}
          <dt className="text-muted">Category</dt>
          <dd>
            {product.category.name}
            {product.subcategory ? ` · ${product.subcategory.name}` : ''}
          </dd>
          {product.isCustomizable && (
            <>
              <dt className="text-muted">Personalise</dt>
              <dd>Engraving and custom sizes on request</dd>
            </>
          )}
        </dl>
      </Section>
      <Section title="Jewellery Care">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>Put your jewellery on last — after perfume, lotion and hairspray — and take it off first.</li>
          <li>
            Store each piece on its own in the Aurelia pouch so harder stones do not scratch softer metals.
          </li>
          <li>
            Clean with lukewarm water, a drop of mild soap and a soft brush; pat dry with a lint-free cloth.
          </li>
          <li>Keep silver away from humidity and rubber; a silver cloth brings back its shine.</li>
          <li>Bring it to us once a year: we check prongs and clasps and polish it at no charge.</li>
        </ul>
      </Section>
      <Section title="Shipping & Returns">
        <p>
          Made to order in {BUSINESS.productionBusinessDays} business days, then delivered in{' '}
          {BUSINESS.deliveryMetroBusinessDays} business days to metros and{' '}
          {BUSINESS.deliveryOtherBusinessDays} elsewhere in India. {SHOP_PROMISES.shipping.sentence}
        </p>
        <p className="mt-3">
          Not quite right? {SHOP_PROMISES.returns.sentence}{' '}
          <Link to="/return-policy" className="link">
            Read the policy
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
