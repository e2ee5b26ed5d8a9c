import type { ImgHTMLAttributes } from 'react';
import { imageOrPlaceholder, imageSrc, imageSrcSet } from '#domain/images';

/**
 * An image from the API with a srcset of its stored widths, explicit width and height (so nothing shifts while
 * it loads) and lazy loading unless it is above the fold (`priority`).
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  width = 800,
  height = 1000,
  priority = false,
  className = '',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  priority?: boolean;
}) {
  const url = imageOrPlaceholder(src);
  return (
    <img
      src={imageSrc(url)}
      srcSet={imageSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
      {...rest}
    />
  );
}
