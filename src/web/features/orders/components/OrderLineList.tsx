/** An order's lines as bought: image, name, material/purity/size, quantity and the price paid. */
import { formatINR } from '../../../../domain/money';
import type { OrderLineDto } from '../../../../domain/schemas/orders';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
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
            <p className="mt-0.5 text-muted">{lineDetails(line)}</p>
            <p className="mt-0.5 text-muted">Qty {line.quantity}</p>
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
