/**
 * An order's lines as bought: image, name, material/purity/size and weight, quantity, the price paid, and the
 * pieces' BIS hallmark ids (HUIDs) once the shop has recorded them (docs/decisions/095).
 */
import { formatINR } from '#domain/money';
import type { OrderLineDto } from '#domain/schemas/orders';
import { PieceLine, PieceThumbnail } from '#web/components/PieceLine';
import { lineDetails } from '../order-text';

export function OrderLineList({ lines }: { lines: readonly OrderLineDto[] }) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((line, i) => (
        <PieceLine
          key={`${line.sku}-${line.selectedSize}-${i}`}
          className="gap-4 py-4"
          thumbnail={
            <PieceThumbnail src={line.mainImageAtPurchase} width={64} className="w-16 shrink-0 bg-ivory" />
          }
          name={line.nameAtPurchase}
          price={
            <>
              <p className="tabular-nums">{formatINR(line.priceAtPurchase * line.quantity)}</p>
              {line.quantity > 1 && (
                <p className="text-xs text-muted tabular-nums">{formatINR(line.priceAtPurchase)} each</p>
              )}
            </>
          }
        >
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
        </PieceLine>
      ))}
    </ul>
  );
}
