/**
 * Local previews of chosen files. Object URLs hold the file in memory until revoked, so the hook revokes each
 * one when its file is no longer shown.
 */
import { useEffect, useMemo } from 'react';

export function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

export function useObjectUrl(file: File | null | undefined): string | null {
  const list = useMemo(() => (file ? [file] : []), [file]);
  return useObjectUrls(list)[0] ?? null;
}

/** What the file input accepts: the server checks the content, this only narrows the file picker. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
