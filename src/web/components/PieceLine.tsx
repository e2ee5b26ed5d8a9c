import type { ReactNode } from 'react';

/**
 * One line of what is being bought or was bought — the checkout's bag, an order, the test provider's summary:
 * the thumbnail, the piece's name with its detail lines beneath (children), and the price at the end. The lists
 * share this row so that they read alike and change together.
 */
export function PieceLine({
  thumbnail,
  name,
  children,
  price,
  className,
}: {
  thumbnail: ReactNode;
  name: ReactNode;
  /** The muted lines under the name: options, quantity, hallmark ids. */
  children: ReactNode;
  /** The price column, right-aligned: the line's total and any "each" beneath it. */
  price: ReactNode;
  /** The row's spacing and alignment, which differ between the lists. */
  className: string;
}) {
  return (
    <li className={`flex ${className}`}>
      {thumbnail}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium leading-snug">{name}</p>
        {children}
      </div>
      <div className="shrink-0 text-right text-sm">{price}</div>
    </li>
  );
}
