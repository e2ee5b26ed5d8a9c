/**
 * POST /api/subcategory/add-subcategory (multipart name, category, image — all required: 'Please fill all
 * fields.'). A 401 is the spec's 'Unauthorized! Please log in again.' and back to /login (the page handles it).
 */
import { ApiError } from '#web/lib/api-client';
import { notify } from '../lib/notify';
import { AddSubcategoryInput, SubcategoryWriteReply } from '#domain/schemas/admin-catalog';
import { send, useCatalogWrite, withImage } from './calls';

export const SUBCATEGORY_UNAUTHORIZED = 'Unauthorized! Please log in again.';
export const SUBCATEGORY_CREATE_FAILED = 'Failed to create subcategory.';

export function addSubcategory(input: { name: string; category: string; image: File }) {
  const body = AddSubcategoryInput.parse({ name: input.name, category: input.category });
  return send(
    'POST',
    '/api/subcategory/add-subcategory',
    SubcategoryWriteReply,
    SUBCATEGORY_CREATE_FAILED,
    withImage({ name: body.name, category: body.category }, input.image),
  );
}

export function useAddSubcategory() {
  // Here, not in the page: a 401 also ends the session, and the guard unmounts the page on its way to /login.
  return useCatalogWrite(addSubcategory, (err) => {
    if (err instanceof ApiError && err.status === 401)
      notify.error(SUBCATEGORY_UNAUTHORIZED, 'subcategory-401');
  });
}
