/** The cart's lines as the checkout lists them: a small image, name, metal and size, quantity and line total. */
import { formatINR } from '#domain/money';
import { PieceLine, PieceThumbnail } from '#web/components/PieceLine';
import type { CartLine } from '#web/features/cart/cart-line';
import { lineKey, lineMetal, lineTotal } from '#web/features/cart/cart-lines';

export function OrderLines({ items }: { items: readonly CartLine[] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((line) => (
        <PieceLine
          key={lineKey(line)}
          className="gap-3 py-3"
          thumbnail={
            <div className="relative w-14 shrink-0">
              <PieceThumbnail src={line.mainImage} width={56} className="w-full bg-ivory" />
              <span className="absolute -right-2 -top-2 grid h-5 min-w-[20px] place-items-center rounded-full bg-charcoal px-1 text-[11px] text-ivory">
                <span className="sr-only">Quantity </span>
                {line.quantity}
              </span>
            </div>
          }
          name={line.name}
          price={<p className="tabular-nums">{formatINR(lineTotal(line))}</p>}
        >
          <p className="text-muted">
            {lineMetal(line)}
            {line.variantDetails.selectedSize ? ` · Size ${line.variantDetails.selectedSize}` : ''}
          </p>
          <p className="text-muted">
            {line.quantity} × {formatINR(line.variantDetails.price)}
          </p>
        </PieceLine>
      ))}
    </ul>
  );
}
