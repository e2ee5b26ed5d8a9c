import { imageAtWidth, imageOrPlaceholder } from '#domain/images';

/** The back office's thumbnail sizes (4:5 pictures, and the square of a category's image). */
const SIZES = {
  small: { width: 40, height: 50, className: 'h-[50px] w-10' },
  medium: { width: 48, height: 60, className: 'h-[60px] w-12' },
  square: { width: 48, height: 48, className: 'h-12 w-12' },
  large: { width: 56, height: 70, className: 'h-[70px] w-14' },
} as const;

/**
 * A small picture of a piece or a category (the 320 px copy, the placeholder when there is none): in a row of a
 * list, an order's line, a variant's images. `framed` draws its own border (not when its button does).
 */
export function Thumb({
  url,
  size,
  alt = '',
  lazy = true,
  framed = true,
}: {
  url: string | null | undefined;
  size: keyof typeof SIZES;
  alt?: string;
  lazy?: boolean;
  framed?: boolean;
}) {
  const { width, height, className } = SIZES[size];
  return (
    <img
      src={imageAtWidth(imageOrPlaceholder(url), 320)}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      className={`${className} shrink-0 object-cover ${framed ? 'rounded-[2px] border border-line bg-ivory' : ''}`}
    />
  );
}
