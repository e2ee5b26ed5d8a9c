/**
 * One image of a form (category, subcategory, a product's main image): the current image, if any, next to the
 * preview of a newly chosen file (docs/shop/admin.md §2 "Add and edit category": the current image beside the new
 * one's preview). The file stays in the browser until the form is sent; the server checks its content.
 */
import { useId, useRef } from 'react';
import { ImagePlus, Trash2, X } from 'lucide-react';
import { IMAGE_ACCEPT, useObjectUrl } from '../lib/images';
import { ui } from './ui';

export function ImageField({
  label,
  file,
  onFile,
  currentUrl,
  currentLabel = 'Current image',
  onRemoveCurrent,
  error,
  hint,
  required,
}: {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** The stored image (edit forms); not shown when it is the placeholder. */
  currentUrl?: string | null;
  currentLabel?: string;
  /** Offers a remove button on the current image (the product's main image). */
  onRemoveCurrent?: () => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const current = currentUrl && currentUrl !== '/placeholder.svg' ? currentUrl : null;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <fieldset>
      <legend className={ui.label}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap items-start gap-4">
        {current && (
          <figure className="w-28">
            <div className="relative">
              <img
                src={current}
                alt={currentLabel}
                width={112}
                height={140}
                className="h-[140px] w-28 rounded-[2px] border border-line bg-ivory object-cover"
              />
              {onRemoveCurrent && (
                <button
                  type="button"
                  onClick={onRemoveCurrent}
                  className="absolute right-1 top-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-surface/95 text-danger shadow hover:bg-surface"
                  aria-label={`Remove ${currentLabel.toLowerCase()}`}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              )}
            </div>
            <figcaption className="mt-1 text-xs text-muted">{currentLabel}</figcaption>
          </figure>
        )}
        {preview && (
          <figure className="w-28">
            <div className="relative">
              <img
                src={preview}
                alt={`Preview of ${file?.name ?? 'the new image'}`}
                width={112}
                height={140}
                className="h-[140px] w-28 rounded-[2px] border border-gold bg-ivory object-cover"
              />
              <button
                type="button"
                onClick={() => {
                  onFile(null);
                  if (inputRef.current) inputRef.current.value = '';
                }}
                className="absolute right-1 top-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-surface/95 text-charcoal shadow hover:bg-surface"
                aria-label="Remove the chosen image"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
            <figcaption className="mt-1 truncate text-xs text-muted" title={file?.name}>
              New: {file?.name}
            </figcaption>
          </figure>
        )}
        <div className="flex flex-col gap-1">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
          <label
            htmlFor={id}
            className={`${ui.btnSecondary} cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold`}
          >
            <ImagePlus aria-hidden="true" className="h-4 w-4" />
            {file || current ? 'Choose another image' : 'Choose image'}
          </label>
        </div>
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-[13px] text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
