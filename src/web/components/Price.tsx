import { discountedPrice, formatINR, hasDiscount, type Discount } from '#domain/money';

/** A price in rupees; with a discount, the reduced price beside the original struck through. */
export function Price({
  price,
  discount,
  className = '',
  size = 'md',
}: {
  price: number;
  discount?: Discount | null;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const final = discountedPrice(price, discount);
  const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-3xl font-display' } as const;
  if (!hasDiscount(discount) || final === price) {
    return <span className={`${sizes[size]} ${className}`}>{formatINR(price)}</span>;
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={sizes[size]}>
        <span className="sr-only">Sale price </span>
        {formatINR(final)}
      </span>
      <s className="text-sm text-muted">
        <span className="sr-only">Original price </span>
        {formatINR(price)}
      </s>
    </span>
  );
}
