/**
 * A variant's images (docs/shop/admin.md §2, §5): the images it keeps, each removable, and newly chosen files
 * with their previews — at most `max` together. Files beyond the limit are not added, and the admin is told why.
 */
import { useId, type Ref } from 'react';
import { ImagePlus } from 'lucide-react';
import { IMAGE_ACCEPT, useObjectUrls } from '../lib/images';
import { ImageThumb } from './ImageThumb';
import { PickerMessage } from './PickerMessage';
import { useCappedFiles } from './use-capped-files';
import { ui } from './ui';

export interface ImageListFieldProps {
  label: string;
  existing: readonly string[];
  onExistingChange: (urls: string[]) => void;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  max: number;
  error?: string | undefined;
  /** The file input, for a form that focuses it (react-hook-form's Controller `field.ref`: the error summary's link). */
  ref?: Ref<HTMLInputElement>;
}

export function ImageListField(props: ImageListFieldProps) {
  const { label, existing, onExistingChange, files, onFilesChange, max, error } = props;
  const id = useId();
  const previews = useObjectUrls(files);
  const { room, notice, add } = useCappedFiles({ files, onFilesChange, kept: existing.length, max });

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
          <ImageThumb
            key={url}
            src={url}
            alt={`Image ${i + 1}`}
            removeLabel={`Remove image ${i + 1}`}
            onRemove={() => onExistingChange(existing.filter((u) => u !== url))}
          />
        ))}
        {files.map((file, i) => (
          <ImageThumb
            key={`${file.name}-${i}`}
            src={previews[i]}
            alt={`New image: ${file.name}`}
            isNew
            removeLabel={`Remove new image ${file.name}`}
            onRemove={() => onFilesChange(files.filter((_, j) => j !== i))}
          />
        ))}
        {room > 0 && (
          <li>
            <input
              ref={props.ref}
              id={id}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              className="peer sr-only"
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                add(e.target.files);
                e.target.value = ''; // the same file can be chosen again
              }}
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
      <PickerMessage id={id} error={error} />
    </fieldset>
  );
}
