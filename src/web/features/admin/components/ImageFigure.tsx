/**
 * A picture on an image field: the stored image or the preview of a newly chosen file, with a round remove button
 * in its corner and a caption. The stored one is framed in the line colour (remove in red), a new one in gold.
 */
import type { ReactNode } from 'react';
import { Trash2, X } from 'lucide-react';

const LOOK = {
  stored: {
    img: 'border-line',
    button: 'text-danger',
    Icon: Trash2,
    caption: 'mt-1 text-xs text-muted',
  },
  new: {
    img: 'border-gold',
    button: 'text-charcoal',
    Icon: X,
    caption: 'mt-1 truncate text-xs text-muted',
  },
} as const;

export function ImageFigure({
  kind,
  src,
  alt,
  caption,
  captionTitle,
  removeLabel,
  onRemove,
}: {
  kind: keyof typeof LOOK;
  src: string;
  alt: string;
  caption: ReactNode;
  /** The caption's tooltip (a long file name is cut short). */
  captionTitle?: string | undefined;
  removeLabel: string;
  /** No button without it (a stored image that cannot be removed here). */
  onRemove?: (() => void) | undefined;
}) {
  const look = LOOK[kind];
  return (
    <figure className="w-28">
      <div className="relative">
        <img
          src={src}
          alt={alt}
          width={112}
          height={140}
          className={`h-[140px] w-28 rounded-[2px] border bg-ivory object-cover ${look.img}`}
        />
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            className={`absolute right-1 top-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-surface/95 shadow hover:bg-surface ${look.button}`}
            aria-label={removeLabel}
          >
            <look.Icon aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
      <figcaption className={look.caption} title={captionTitle}>
        {caption}
      </figcaption>
    </figure>
  );
}
