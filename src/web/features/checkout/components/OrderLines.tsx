/** The cart's lines as the checkout lists them: a small image, name, metal and size, quantity and line total. */
import { formatINR } from '#domain/money';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import type { CartLine } from '#web/features/cart/cart-line';
import { lineKey, lineMetal, lineTotal } from '#web/features/cart/cart-lines';

export function OrderLines({ items }: { items: readonly CartLine[] }) {
  return (
    <ul className="divide-y divide-line">
      {items.map((line) => (
        <li key={lineKey(line)} className="flex gap-3 py-3">
          <div className="relative w-14 shrink-0">
            <ResponsiveImage
              src={line.mainImage}
              alt=""
              width={112}
              height={140}
              sizes="56px"
              className="aspect-[4/5] w-full bg-ivory object-cover"
            />
            <span className="absolute -right-2 -top-2 grid h-5 min-w-[20px] place-items-center rounded-full bg-charcoal px-1 text-[11px] text-ivory">
              <span className="sr-only">Quantity </span>
              {line.quantity}
            </span>
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium leading-snug">{line.name}</p>
            <p className="text-muted">
              {lineMetal(line)}
              {line.variantDetails.selectedSize ? ` · Size ${line.variantDetails.selectedSize}` : ''}
            </p>
            <p className="text-muted">
              {line.quantity} × {formatINR(line.variantDetails.price)}
            </p>
          </div>
          <p className="shrink-0 text-sm tabular-nums">{formatINR(lineTotal(line))}</p>
        </li>
      ))}
    </ul>
  );
}
