/**
 * One image of a form (category, subcategory, a product's main image): the current image, if any, next to the
 * preview of a newly chosen file (docs/shop/admin.md §2 "Add and edit category": the current image beside the new
 * one's preview). The file stays in the browser until the form is sent; the server checks its content.
 */
import { useId, useRef, type Ref } from 'react';
import { ImagePlus } from 'lucide-react';
import { IMAGE_ACCEPT, useObjectUrl } from '../lib/images';
import { FilePickerButton } from './FilePickerButton';
import { ImageFigure } from './ImageFigure';
import { PickerMessage, pickerDescribedBy } from './PickerMessage';
import { ui } from './ui';

export interface ImageFieldProps {
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
  /** The file input, for a form that focuses it (react-hook-form's Controller `field.ref`: the error summary's link). */
  ref?: Ref<HTMLInputElement>;
}

export function ImageField(props: ImageFieldProps) {
  const { label, file, onFile, currentUrl, currentLabel = 'Current image', error, hint, required } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  const current = currentUrl && currentUrl !== '/placeholder.svg' ? currentUrl : null;
  const setInput = (el: HTMLInputElement | null) => {
    inputRef.current = el;
    if (typeof props.ref === 'function') props.ref(el);
    else if (props.ref) props.ref.current = el;
  };
  const clearChosen = () => {
    onFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

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
          <ImageFigure
            kind="stored"
            src={current}
            alt={currentLabel}
            caption={currentLabel}
            removeLabel={`Remove ${currentLabel.toLowerCase()}`}
            onRemove={props.onRemoveCurrent}
          />
        )}
        {preview && (
          <ImageFigure
            kind="new"
            src={preview}
            alt={`Preview of ${file?.name ?? 'the new image'}`}
            caption={`New: ${file?.name}`}
            captionTitle={file?.name}
            removeLabel="Remove the chosen image"
            onRemove={clearChosen}
          />
        )}
        <div className="flex flex-col gap-1">
          <FilePickerButton
            ref={setInput}
            id={id}
            accept={IMAGE_ACCEPT}
            icon={ImagePlus}
            invalid={!!error}
            describedBy={pickerDescribedBy(id, error, hint)}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          >
            {file || current ? 'Choose another image' : 'Choose image'}
          </FilePickerButton>
        </div>
      </div>
      <PickerMessage id={id} hint={hint} error={error} />
    </fieldset>
  );
}
