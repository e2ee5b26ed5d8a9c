/**
 * A variant's images (docs/shop/admin.md §2, §5): the images it keeps, each removable, and newly chosen files
 * with their previews — at most `max` together. Files beyond the limit are not added, and the admin is told why.
 */
import { useId, useRef, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { IMAGE_ACCEPT, useObjectUrls } from '../lib/images';
import { ui } from './ui';

export function ImageListField({
  label,
  existing,
  onExistingChange,
  files,
  onFilesChange,
  max,
  error,
}: {
  label: string;
  existing: readonly string[];
  onExistingChange: (urls: string[]) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  max: number;
  error?: string | undefined;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(files);
  const [notice, setNotice] = useState<string | null>(null);
  const room = max - existing.length - files.length;

  function add(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen.length) return;
    const taken = chosen.slice(0, Math.max(0, room));
    setNotice(
      taken.length < chosen.length
        ? `A variant can have at most ${max} images; ${chosen.length - taken.length} not added.`
        : null,
    );
    onFilesChange([...files, ...taken]);
  }

  const thumb = 'h-[100px] w-20 rounded-[2px] border bg-ivory object-cover';
  const removeBtn =
    'absolute right-0.5 top-0.5 inline-flex h-6 w-6 items-center justify-center rounded-full bg-surface/95 text-charcoal shadow hover:text-danger';

  return (
    <fieldset>
      <legend className={ui.label}>
        {label}{' '}
        <span className="font-normal text-muted">
          ({existing.length + files.length} of {max})
        </span>
      </legend>
      <ul className="flex flex-wrap gap-3" aria-label={`${label}: chosen images`}>
        {existing.map((url, i) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={`Image ${i + 1}`}
              width={80}
              height={100}
              className={`${thumb} border-line`}
            />
            <button
              type="button"
              className={removeBtn}
              aria-label={`Remove image ${i + 1}`}
              onClick={() => onExistingChange(existing.filter((u) => u !== url))}
            >
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
        {files.map((file, i) => (
          <li key={`${file.name}-${i}`} className="relative">
            <img
              src={previews[i]}
              alt={`New image: ${file.name}`}
              width={80}
              height={100}
              className={`${thumb} border-gold`}
            />
            <span className="absolute bottom-0.5 left-0.5 rounded-[2px] bg-charcoal/80 px-1 text-[10px] uppercase tracking-wide text-ivory">
              New
            </span>
            <button
              type="button"
              className={removeBtn}
              aria-label={`Remove new image ${file.name}`}
              onClick={() => onFilesChange(files.filter((_, j) => j !== i))}
            >
              <X aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <input
              ref={inputRef}
              id={id}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              className="peer sr-only"
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => add(e.target.files)}
            />
            <label
              htmlFor={id}
              className="flex h-[100px] w-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-[2px] border border-dashed border-[#A39C94] text-center text-xs text-muted hover:border-charcoal hover:text-charcoal peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold"
            >
              <ImagePlus aria-hidden="true" className="h-5 w-5" />
              Add images
            </label>
          </li>
        )}
      </ul>
      {notice && (
        <p role="status" className="mt-1 text-xs text-warning-text">
          {notice}
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
