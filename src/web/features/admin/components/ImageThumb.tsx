/** One picture of an image list (ImageListField): a kept image, or a newly chosen file marked "New"; removable. */
import { X } from 'lucide-react';

export function ImageThumb({
  src,
  alt,
  isNew = false,
  removeLabel,
  onRemove,
}: {
  src: string | undefined;
  alt: string;
  isNew?: boolean;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="relative">
      <img
        src={src}
        alt={alt}
        width={80}
        height={100}
        className={`h-[100px] w-20 rounded-[2px] border bg-ivory object-cover ${isNew ? 'border-gold' : 'border-line'}`}
      />
      {isNew && (
        <span className="absolute bottom-0.5 left-0.5 rounded-[2px] bg-charcoal/80 px-1 text-[10px] uppercase tracking-wide text-ivory">
          New
        </span>
      )}
      <button
        type="button"
        className="absolute right-0.5 top-0.5 inline-flex h-6 w-6 items-center justify-center rounded-full bg-surface/95 text-charcoal shadow hover:text-danger"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    </li>
  );
}
