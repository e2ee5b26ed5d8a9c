/** The shared image rules of add and edit (domain `productImageIssues`) as the API's 400. */
import { productImageIssues, type ProductFormMode } from '#domain/schemas/admin-product';
import { badRequest } from '#server/errors';

/**
 * The product will have a main image and each variant at most its share of images (the variants as the form
 * lists them, by `position`); otherwise a 400 naming every image field at fault.
 */
export function assertImageRules(
  mode: ProductFormMode,
  mainImage: string | null,
  variantsOf: ReadonlyArray<{ position: number; images: readonly string[] }>,
): asserts mainImage is string {
  const inFormOrder = [...variantsOf].sort((a, b) => a.position - b.position);
  const issues = productImageIssues(
    { main: !!mainImage, variants: inFormOrder.map((v) => v.images.length) },
    mode,
  );
  if (!issues.length && mainImage) return;
  const errors = issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw badRequest(issues[0]?.message ?? 'Invalid input.', errors);
}
