import { ResponsiveImage } from '#web/components/ResponsiveImage';

/**
 * A piece's 4:5 portrait thumbnail in a list of lines (bag, checkout, order, payment summary): `width` CSS pixels
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
