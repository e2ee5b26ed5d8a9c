import type { ReactNode } from 'react';
import { ResponsiveImage } from '#web/components/ResponsiveImage';

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

/**
 * A piece's 4:5 portrait thumbnail in a list of lines (bag, checkout, order, payment summary; in this file, not
 * one of its own, so that the screens that show lines fetch one small chunk for both): `width` CSS pixels
 * wide, its image chosen for a 2× screen, decorative (the line's name says what it is).
 */
export function PieceThumbnail({
  src,
  width,
  className,
}: {
  src: string | null | undefined;
  width: number;
  /** Width, background and shrink: where the thumbnail sits decides them. */
  className: string;
}) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={width * 2}
      height={width * 2.5}
      sizes={`${width}px`}
      className={`aspect-[4/5] object-cover ${className}`}
    />
  );
}
