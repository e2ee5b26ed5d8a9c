import { useEffect } from 'react';
import { BRAND } from '#domain/brand';

/** Sets the document title for client-side navigation (the server sets it for the first load). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${BRAND.name}`;
  }, [title]);
}
