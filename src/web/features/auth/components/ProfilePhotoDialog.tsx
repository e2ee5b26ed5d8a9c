/**
 * The profile photo dialog (docs/shop/storefront.md §2, §5, §8): choose an image and see it before uploading;
 * delete the current photo after 'Are you sure you want to delete your photo?'. After a change the user is
 * refreshed through GET /api/auth/check-auth and the page reloads 1000 ms later (docs/shop/storefront.md §4).
 */
import { useEffect, useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Camera, Trash2, X } from 'lucide-react';
import { toast } from '#web/lib/toast';
import { BUSINESS, UI_TIMINGS } from '#domain/business-constants';
import { AUTH_FALLBACKS, AUTH_REPLIES } from '#domain/auth-messages';
import type { UserDto } from '#domain/schemas/auth';
import { errorMessage } from '#web/lib/api-client';
import { session } from '#web/lib/session';
import { authApi } from '../api';
import { fetchMe } from '../session-actions';
import { Avatar } from './Avatar';
import { useReturnFocus } from '#web/components/use-return-focus';

const DELETE_QUESTION = 'Are you sure you want to delete your photo?';

async function refreshUserThenReload() {
  try {
    const me = await fetchMe('user');
    session.setUser(me.user);
  } catch {
    // The reload below reads the profile again anyway.
  }
  window.setTimeout(() => window.location.reload(), UI_TIMINGS.photoReloadMs);
}

export function ProfilePhotoDialog({
  user,
  open,
  onOpenChange,
}: {
  user: UserDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const returnFocus = useReturnFocus(open);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { busy, finished, upload, remove } = usePhotoChange(setProblem);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setProblem(null);
      setConfirmingDelete(false);
    }
  }, [open]);

  function choose(f: File | undefined) {
    setProblem(null);
    setConfirmingDelete(false);
    if (!f) return;
    const wrong = !f.type.startsWith('image/')
      ? AUTH_FALLBACKS.photoNotImage
      : f.size > BUSINESS.maxProfilePhotoBytes
        ? AUTH_FALLBACKS.photoTooLarge
        : null;
    setFile(wrong ? null : f);
    if (wrong) setProblem(wrong);
  }

  const current = user.image?.url ?? null;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto border border-line bg-surface p-6 shadow-xl focus:outline-none sm:p-8"
        >
          <PhotoDialogHeader busy={!!busy} />
          <PhotoPreview preview={preview} name={user.name} current={current} />
          {finished ? (
            <p role="status" className="mt-6 text-center text-success">
              {finished} Refreshing…
            </p>
          ) : (
            <div className="mt-6 space-y-4">
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept="image/*"
                aria-label="Choose a photo"
                // Opened by the "Choose a photo" button; hidden so keyboard users meet one control, not two.
                className="hidden"
                onChange={(e) => choose(e.target.files?.[0])}
              />
              {problem && (
                <p role="alert" className="text-sm text-danger">
                  {problem}
                </p>
              )}
              <div className="flex flex-col gap-3 sm:flex-row">
                <button
                  type="button"
                  className="btn-secondary flex-1"
                  onClick={() => fileInput.current?.click()}
                  disabled={!!busy}
                >
                  <Camera aria-hidden="true" className="h-4 w-4" />
                  {file ? 'Choose another' : 'Choose a photo'}
                </button>
                <button
                  type="button"
                  className="btn-primary flex-1"
                  onClick={() => file && upload(file)}
                  disabled={!file || !!busy}
                >
                  {busy === 'upload' ? 'Uploading…' : 'Upload'}
                </button>
              </div>
              {current && !file && (
                <DeletePhoto
                  confirming={confirmingDelete}
                  onConfirming={setConfirmingDelete}
                  busy={busy}
                  onDelete={remove}
                />
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A URL for the chosen file while it is chosen (revoked when it changes), for its preview. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Uploading or deleting the photo: which is under way (`busy`), and once done the reply said (`finished`) while
 * the page refreshes. A failure is said in the dialog (`onProblem`) and in a toast.
 */
function usePhotoChange(onProblem: (message: string) => void) {
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null);
  const [finished, setFinished] = useState<string | null>(null);

  async function run(
    kind: 'upload' | 'delete',
    change: () => Promise<unknown>,
    done: string,
    fallback: string,
  ) {
    setBusy(kind);
    try {
      await change();
      toast.success(done);
      setFinished(done);
      await refreshUserThenReload();
    } catch (err) {
      const message = errorMessage(err, fallback);
      onProblem(message);
      toast.error(message);
      setBusy(null);
    }
  }
  const upload = (file: File) =>
    run(
      'upload',
      () => authApi.uploadPhoto(file, AUTH_FALLBACKS.uploadFailed),
      AUTH_REPLIES.photoUpdated,
      AUTH_FALLBACKS.uploadFailed,
    );
  const remove = () =>
    run(
      'delete',
      () => authApi.deletePhoto(AUTH_FALLBACKS.deleteFailed),
      AUTH_REPLIES.photoDeleted,
      AUTH_FALLBACKS.deleteFailed,
    );
  return { busy, finished, upload, remove };
}

function PhotoDialogHeader({ busy }: { busy: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <Dialog.Title className="font-display text-3xl">Profile photo</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-muted">
          A JPEG, PNG, WebP, GIF or AVIF image of at most {BUSINESS.maxProfilePhotoBytes / 1024 / 1024} MB. We
          crop it to a square.
        </Dialog.Description>
      </div>
      <Dialog.Close
        className="-mr-2 -mt-2 p-2 text-muted hover:text-charcoal"
        aria-label="Close"
        disabled={busy}
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </Dialog.Close>
    </div>
  );
}

/** The chosen picture before it is uploaded, else the current photo (or the initials). */
function PhotoPreview({
  preview,
  name,
  current,
}: {
  preview: string | null;
  name: string;
  current: string | null;
}) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {preview ? (
        <img
          src={preview}
          alt="Preview of the new photo"
          width={160}
          height={160}
          className="h-40 w-40 rounded-full object-cover ring-2 ring-gold"
        />
      ) : (
        <Avatar name={name} url={current} size={160} />
      )}
      <p className="text-sm text-muted" aria-live="polite">
        {preview ? 'Preview — not saved yet' : current ? 'Your current photo' : 'No photo yet'}
      </p>
    </div>
  );
}

/** 'Delete photo', then the question and 'Yes, delete' or Cancel. */
function DeletePhoto({
  confirming,
  onConfirming,
  busy,
  onDelete,
}: {
  confirming: boolean;
  onConfirming: (confirming: boolean) => void;
  busy: 'upload' | 'delete' | null;
  onDelete: () => void;
}) {
  return (
    <div className="border-t border-line pt-4">
      {confirming ? (
        <div role="alertdialog" aria-labelledby="delete-photo-question" className="space-y-3">
          <p id="delete-photo-question" className="text-sm font-medium">
            {DELETE_QUESTION}
          </p>
          <div className="flex gap-3">
            <button
              type="button"
              className="btn flex-1 bg-danger text-ivory hover:bg-danger/90"
              onClick={onDelete}
              disabled={!!busy}
              autoFocus
            >
              {busy === 'delete' ? 'Deleting…' : 'Yes, delete'}
            </button>
            <button
              type="button"
              className="btn-secondary flex-1"
              onClick={() => onConfirming(false)}
              disabled={!!busy}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="inline-flex items-center gap-2 text-sm text-danger hover:underline"
          onClick={() => onConfirming(true)}
          disabled={!!busy}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Delete photo
        </button>
      )}
    </div>
  );
}
