/**
 * /search?q= (docs/decisions/114): the listing's grid, filters, sort and pages over the products the header's
 * search finds (the same typo-tolerant matcher, ranked most relevant first until a sort is chosen). Without
 * text, a search field and the featured categories. Renders from the URL alone, on the server too.
 */
import { useSearchParams } from 'react-router';
import { usePageTitle } from '#web/components/usePageTitle';
import { searchTextFrom } from '../lib/listing-params';
import { SearchForm } from '../components/listing/SearchForm';
import { NoSearchResults } from '../components/listing/NoSearchResults';
import ListingPage from './ListingPage';

/** Enough to search for: two letters or digits (shorter text shows the search form and suggestions). */
export const isSearchText = (q: string) => q.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;

export default function SearchPage() {
  const [params] = useSearchParams();
  const q = searchTextFrom(params);
  if (isSearchText(q)) return <ListingPage mode="search" />;
  return q ? <NoSearchResults q={q} suggestions={[]} /> : <EmptySearch />;
}

function EmptySearch() {
  usePageTitle('Search');
  return (
    <section className="container-page py-12 sm:py-16">
      <p className="eyebrow">Search</p>
      <h1 className="mt-2 text-4xl sm:text-5xl">Search the collection</h1>
      <p className="mt-4 max-w-xl text-muted">Rings, earrings, a metal, a stone — typos are forgiven.</p>
      <div className="mt-8">
        <SearchForm q="" autoFocus />
      </div>
    </section>
  );
}
