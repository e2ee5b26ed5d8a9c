/**
 * A diamond's grading certificate on the product form: lab, report number and an optional link to the report,
 * shown on the product page. All blank means none (docs/api/admin.md "Products"); a refusal of the certificate as
 * a whole shows under the lab.
 */
import { ProductTextField } from './product-fields';
import { ProductSection } from './ProductSection';

export function CertificateFields() {
  return (
    <ProductSection title="Certificate">
      <p className="text-xs text-muted">For pieces with a certified diamond; leave blank otherwise.</p>
      <ProductTextField
        name="certificate.lab"
        alsoAt="certificate"
        label="Lab"
        placeholder="e.g. IGI or GIA"
        autoComplete="off"
      />
      <ProductTextField
        name="certificate.number"
        label="Certificate number"
        autoComplete="off"
        spellCheck={false}
      />
      <ProductTextField
        name="certificate.url"
        label="Link to the report"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="off"
      />
    </ProductSection>
  );
}
