/**
 * The bulk CSV option of /admin/products/add (docs/shop/admin.md §2, §5, §8; docs/api/admin.md "Bulk upload"):
 * the template download, the file ('Please select a CSV file.'), the running import's progress
 * (docs/decisions/105), and the server's answer — what was imported, or every problem row with its line so the
 * admin can fix the file. Nothing is imported from a file with problems.
 */
import { useId, useRef, useState } from 'react';
import { FileSpreadsheet, Upload } from 'lucide-react';
import type { CsvImportJob } from '#domain/schemas/admin-csv';
import { BULK_UPLOAD_FAILED, BulkUploadError, useBulkAdd } from '../api/bulk-add';
import { FilePickerButton } from '../components/FilePickerButton';
import { ui } from '../components/ui';
import { notify } from '../lib/notify';
import { BulkHowTo } from './BulkHowTo';
import { BusyButton, ImportProgress, Imported, UploadFailure } from './BulkUploadResults';

export function BulkUploadPanel() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<CsvImportJob | null>(null);
  const upload = useBulkAdd(setProgress);
  const failure = upload.error instanceof BulkUploadError ? upload.error : null;

  function send() {
    setFileError(null);
    setProgress(null);
    upload.mutate(file, {
      onSuccess: (reply) => {
        notify.success(reply.message);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (err) => {
        const message = err instanceof BulkUploadError ? err.message : BULK_UPLOAD_FAILED;
        if (!file) setFileError(message);
        notify.error(message);
      },
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <BulkHowTo />

      <section className={`${ui.card} flex flex-col gap-3 p-4`} aria-labelledby={`${inputId}-upload`}>
        <h2 id={`${inputId}-upload`} className="font-display text-xl">
          Upload a CSV file
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <FilePickerButton
            ref={inputRef}
            id={inputId}
            accept=".csv,text/csv"
            icon={FileSpreadsheet}
            invalid={!!fileError}
            describedBy={fileError ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
              upload.reset();
            }}
          >
            {file ? 'Choose another file' : 'Choose CSV file'}
          </FilePickerButton>
          <span className="min-w-0 truncate text-muted" aria-live="polite">
            {file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : 'No file chosen'}
          </span>
        </div>
        {fileError && (
          <p id={`${inputId}-error`} role="alert" className="text-[13px] text-danger">
            {fileError}
          </p>
        )}
        <div>
          <BusyButton
            className={ui.btnPrimary}
            busy={upload.isPending}
            busyLabel="Importing…"
            icon={Upload}
            onClick={send}
          >
            Upload CSV
          </BusyButton>
        </div>

        {upload.isPending && file && <ImportProgress job={progress} />}
        {upload.isSuccess && <Imported reply={upload.data} />}
        {failure && file && <UploadFailure failure={failure} />}
      </section>
    </div>
  );
}
