/**
 * A product's grading certificate (a diamond's IGI or GIA report): the lab, its number and, when the shop has
 * one, a link to the report. The link names the lab and number and says it opens in a new tab, so it reads
 * well on its own in a screen reader's list of links.
 */
import type { CertificateDto } from '#domain/schemas/catalog';

/** Only web addresses and the shop's own paths are linked (never `javascript:` or the like). */
const isSafeUrl = (url: string) => /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url);

export function Certificate({ certificate }: { certificate: CertificateDto }) {
  const { lab, number, url } = certificate;
  return (
    <span data-testid="certificate">
      {lab} certificate no. <span className="whitespace-nowrap">{number}</span>
      {url && isSafeUrl(url) && (
        <>
          {' · '}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="link inline-flex items-center gap-1 underline"
            aria-label={`View the ${lab} certificate no. ${number} (opens in a new tab)`}
          >
            View certificate
            {/* A glyph rather than an icon module: the product page's first load stays as it was. */}
            <span aria-hidden="true">↗</span>
          </a>
        </>
      )}
    </span>
  );
}
