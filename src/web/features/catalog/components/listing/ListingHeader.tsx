import type { ListingInfo } from '#domain/schemas/catalog';
import { Skeleton } from '#web/components/Skeleton';
import type { ListingPreview } from '#web/features/catalog/lib/listing-preview';

/**
 * A listing's header: eyebrow, heading, description and (on a phone) its number of pieces. Until the reply is in
 * (a navigation in the browser), it holds what the categories tell of it, and blocks of the same height for the
 * rest: the grid below stays where it will be (decision 117).
 */
export function ListingHeader({
  searching,
  listing,
  preview,
  isPending,
  wholeShop,
  heading,
  description,
  piecesText,
}: {
  searching: boolean;
  listing: ListingInfo | undefined;
  preview: ListingPreview | null;
  isPending: boolean;
  /** The listing is the whole shop (it has no eyebrow). */
  wholeShop: boolean;
  heading: string;
  description: string | null;
  piecesText: string;
}) {
  return (
    <header className="mt-6 max-w-3xl">
      {searching ? (
        <p className="eyebrow">Search</p>
      ) : listing ? (
        listing.category && <p className="eyebrow">{listing.category.name}</p>
      ) : preview ? (
        preview.eyebrow && <p className="eyebrow">{preview.eyebrow}</p>
      ) : (
        isPending && !wholeShop && <Skeleton className="h-4 w-28" />
      )}
      {heading || !isPending ? (
        <h1 className="mt-2 min-h-[1.2em] break-words text-4xl sm:text-5xl">{heading}</h1>
      ) : (
        <div className="mt-2 text-4xl sm:text-5xl">
          <Skeleton className="h-[1.2em] w-2/3 max-w-sm" />
        </div>
      )}
      {description && <p className="mt-3 text-muted">{description}</p>}
      {isPending ? (
        <Skeleton className="mt-2 h-5 w-20 sm:hidden" />
      ) : (
        <p className="mt-2 text-sm text-muted sm:hidden">{piecesText}</p>
      )}
    </header>
  );
}
