/**
 * Adding chosen files to an image list that holds at most `max` (kept images and new files together): files
 * beyond the room left are not added, and `notice` says how many (docs/shop/admin.md §5).
 */
import { useState } from 'react';

export function useCappedFiles({
  files,
  onFilesChange,
  kept,
  max,
}: {
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  kept: number;
  max: number;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const room = max - kept - files.length;

  const add = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (!chosen.length) return;
    const taken = chosen.slice(0, Math.max(0, room));
    setNotice(
      taken.length < chosen.length
        ? `A variant can have at most ${max} images; ${chosen.length - taken.length} not added.`
        : null,
    );
    onFilesChange([...files, ...taken]);
  };
  return { room, notice, add };
}
