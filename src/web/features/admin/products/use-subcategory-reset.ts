/** A new category clears the subcategory (docs/shop/admin.md §4); its list then reloads for the new category. */
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ProductFormValues } from './form-model';

export function useSubcategoryReset(category: string) {
  const { setValue } = useFormContext<ProductFormValues>();
  const [lastCategory, setLastCategory] = useState(category);
  useEffect(() => {
    if (category === lastCategory) return;
    setLastCategory(category);
    setValue('subcategory', '', { shouldDirty: true });
  }, [category, lastCategory, setValue]);
}
