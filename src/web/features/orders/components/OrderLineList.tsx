/**
 * An order's lines as bought: image, name, material/purity/size and weight, quantity, the price paid, and the
 * pieces' BIS hallmark ids (HUIDs) once the shop has recorded them (docs/decisions/095).
 */
import { formatINR } from '#domain/money';
import type { OrderLineDto } from '#domain/schemas/orders';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { lineDetails } from '../order-text';

export function OrderLineList({ lines }: { lines: readonly OrderLineDto[] }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line, i) => (
        <li key={`${line.sku}-${line.selectedSize}-${i}`} className="flex gap-4 py-4">
          <ResponsiveImage
            src={line.mainImageAtPurchase}
            alt=""
            width={128}
            height={160}
            sizes="64px"
            className="aspect-[4/5] w-16 shrink-0 bg-ivory object-cover"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium leading-snug">{line.nameAtPurchase}</p>
            <p className="mt-0.5 text-muted">
              {[lineDetails(line), line.weightGrams > 0 ? `${line.weightGrams.toFixed(2)} g` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="mt-0.5 text-muted">Qty {line.quantity}</p>
            {line.huids.length > 0 && (
              <p className="mt-0.5 text-muted" data-testid="line-huids">
                <abbr title="BIS hallmark unique ID" className="no-underline">
                  {line.huids.length === 1 ? 'HUID' : 'HUIDs'}
                </abbr>{' '}
                <span className="font-medium text-charcoal tracking-wide">{line.huids.join(', ')}</span>
              </p>
            )}
          </div>
          <div className="shrink-0 text-right text-sm">
            <p className="tabular-nums">{formatINR(line.priceAtPurchase * line.quantity)}</p>
            {line.quantity > 1 && (
              <p className="text-xs text-muted tabular-nums">{formatINR(line.priceAtPurchase)} each</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
