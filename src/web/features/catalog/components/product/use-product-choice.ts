/**
 * The product page's choice (docs/decisions/115): metal, purity, size and quantity, the piece they name and the
 * gallery's metal. A post the server refused comes back with the choice and the reason in the address; the
 * radios are the source of truth when the app takes the page over (what the shopper tapped before it was live).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Material, Purity } from '#domain/catalog-constants';
import type { ProductDto } from '#domain/schemas/catalog';
import {
  choiceFromFields,
  findVariant,
  galleryImages,
  isComplete,
  noticeFromSearch,
  optionGroups,
  quantityFromFields,
  withDefaults,
  type Choice,
} from '#web/features/catalog/lib/variant-options';
import { formFields, sameChoice } from '#web/features/catalog/lib/product-form-fields';

export function useProductChoice(product: ProductDto) {
  const [search] = useSearchParams();
  const [choice, setChoice] = useState<Choice>(() => choiceFromFields(product, search));
  const [quantity, setQuantity] = useState(() => quantityFromFields(search) ?? 1);
  const [notice, setNotice] = useState(() => noticeFromSearch(search));
  const [galleryMetal, setGalleryMetal] = useState<Material | null>(null);
  const firstChoice = useRef(choice);
  const formRef = useRef<HTMLFormElement>(null);

  const complete = isComplete(product, choice);
  const variant = complete ? findVariant(product, choice) : undefined;
  const shownVariant =
    variant ??
    (choice.material ? product.variants.find((v) => v.material === choice.material) : product.variants[0]);
  const images = useMemo(() => galleryImages(product, galleryMetal), [product, galleryMetal]);

  // Another piece chosen: back to one of it (not on the first render: a quantity typed or brought back stays).
  const shownId = useRef(variant?._id);
  useEffect(() => {
    if (shownId.current === variant?._id) return;
    shownId.current = variant?._id;
    setQuantity(1);
  }, [variant?._id]);

  // A size (or metal, or quantity) chosen on the server-rendered page before it was live is in the DOM, and React
  // keeps it there when it hydrates; the state follows it before anything re-renders the controls.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = formFields(form);
    const fromForm = choiceFromFields(product, fields);
    const typed = quantityFromFields(fields);
    if (!sameChoice(firstChoice.current, fromForm)) {
      setChoice(fromForm);
      if (fromForm.material !== firstChoice.current.material) setGalleryMetal(fromForm.material);
    }
    if (typed !== null) setQuantity(typed);
  }, [product]);

  /** A change of choice also clears the server's notice about the last one. */
  const choose = (next: (c: Choice) => Choice) => {
    setChoice(next);
    setNotice(null);
  };

  return {
    formRef,
    choice,
    /** The choice the radios hold at a submit (the state follows them). */
    followChoice: (chosen: Choice) => !sameChoice(chosen, choice) && setChoice(chosen),
    groups: optionGroups(product, choice),
    complete,
    variant,
    shownVariant,
    outOfStock: !!variant && variant.stock < 1,
    quantity,
    setQuantity,
    notice,
    images,
    galleryMetal,
    showAllImages: () => setGalleryMetal(null),
    chooseMaterial: (material: Material) => {
      choose((c) => withDefaults(product, { ...c, material, purity: c.purity }));
      setGalleryMetal(material);
    },
    choosePurity: (purity: Purity) => choose((c) => withDefaults(product, { ...c, purity })),
    chooseSize: (size: string) => choose((c) => ({ ...c, size })),
  };
}

export type ProductChoice = ReturnType<typeof useProductChoice>;
