/** The listing URL ↔ filters rules (src/web/features/catalog/lib/listing-params.ts, docs/decisions/114). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  filtersFromSearch,
  listingApiQuery,
  listingHref,
  parsePriceRange,
  searchFromFilters,
  searchTextFrom,
  type ListingFilters,
} from '#web/features/catalog/lib/listing-params';

const params = (s: string) => new URLSearchParams(s);

describe('listing URL query', () => {
  it('reads what the GET filter form submits: repeated names, price range, inStock', () => {
    const f = filtersFromSearch(
      params(
        'metals=Silver&metals=Rose+Gold&purity=18KT&purity=925+Sterling&inStock=1&categories=rings&price=50000-100000&sort=price_asc&page=2',
      ),
    );
    expect(f).toEqual({
      metals: ['Silver', 'Rose Gold'],
      purities: ['18KT', '925 Sterling'],
      inStock: true,
      categories: ['rings'],
      price: { min: 50000, max: 100000, range: true },
      sort: 'price_asc',
      page: 2,
    });
    // …and writes it back the same way, so a JS navigation and a no-JS submit give one URL.
    expect(searchFromFilters(f).toString()).toBe(
      'metals=Silver&metals=Rose+Gold&purity=18KT&purity=925+Sterling&inStock=1&categories=rings&price=50000-100000&sort=price_asc&page=2',
    );
    expect(filtersFromSearch(searchFromFilters(f))).toEqual(f);
  });

  it('still reads older links: comma lists and inclusive min/max, the old slider top meaning no limit', () => {
    const f = filtersFromSearch(
      params('metals=Silver,Rose%20Gold&categories=rings,earrings&min=5000&max=15000'),
    );
    expect(f.metals).toEqual(['Silver', 'Rose Gold']);
    expect(f.categories).toEqual(['rings', 'earrings']);
    expect(f.price).toEqual({ min: 5000, max: 15000, range: false });
    expect(searchFromFilters(f).toString()).toBe(
      'metals=Silver&metals=Rose+Gold&categories=rings&categories=earrings&min=5000&max=15000',
    );
    expect(filtersFromSearch(params('max=20000')).price).toBeNull();
    expect(filtersFromSearch(params('min=19000')).price).toEqual({ min: 19000, max: null, range: false });
    // A price range wins over old bounds in the same URL.
    expect(filtersFromSearch(params('price=0-50000&min=100')).price).toEqual({
      min: 0,
      max: 50000,
      range: true,
    });
  });

  it('drops what it cannot use, an empty form field included', () => {
    const f = filtersFromSearch(
      params('metals=Copper,Silver&purity=24KT&sort=cheap&page=-3&min=abc&price=&inStock=&categories='),
    );
    expect(f).toEqual({ ...DEFAULT_FILTERS, metals: ['Silver'] });
    expect(filtersFromSearch(params('metals=Silver&metals=Silver')).metals).toEqual(['Silver']);
    expect(filtersFromSearch(params('metals=Platinum')).metals).toEqual(['Platinum']);
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('parses price ranges: open top, refuses reversed or junk', () => {
    expect(parsePriceRange('200000-')).toEqual({ min: 200000, max: null, range: true });
    expect(parsePriceRange('0-46000')).toEqual({ min: 0, max: 46000, range: true });
    expect(parsePriceRange('5-5')).toBeNull();
    expect(parsePriceRange('9-3')).toBeNull();
    expect(parsePriceRange('cheap')).toBeNull();
    expect(parsePriceRange(null)).toBeNull();
  });

  it('counts active filters', () => {
    const f: ListingFilters = {
      ...DEFAULT_FILTERS,
      metals: ['Silver'],
      purities: ['22KT', '18KT'],
      inStock: true,
      price: { min: 0, max: 50000, range: true },
    };
    expect(activeFilterCount(f)).toBe(5);
    expect(activeFilterCount({ ...f, sort: 'newest', page: 3 })).toBe(5);
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('keeps the search text first on /search, trimmed and capped', () => {
    expect(listingHref('/search', { ...DEFAULT_FILTERS, metals: ['Platinum'] }, 'solitaire ring')).toBe(
      '/search?q=solitaire+ring&metals=Platinum',
    );
    expect(listingHref('/shop', DEFAULT_FILTERS)).toBe('/shop');
    expect(searchTextFrom(params('q=%20%20rnig%20'))).toBe('rnig');
    expect(searchTextFrom(params(`q=${'a'.repeat(300)}`))).toHaveLength(200);
    expect(searchTextFrom(params(''))).toBe('');
  });

  it('asks the API by slug, id or search text; a range excludes its top by one paisa', () => {
    expect(
      listingApiQuery({
        key: { kind: 'slug', slug: 'rings' },
        filters: { ...DEFAULT_FILTERS, price: { min: 500, max: null, range: false } },
      }),
    ).toBe('slug=rings&minPrice=500&page=1&limit=24');
    expect(listingApiQuery({ key: { kind: 'subcategoryId', id: 'x' }, filters: DEFAULT_FILTERS })).toContain(
      'subcategoryId=x',
    );
    const q = params(
      listingApiQuery({
        key: { kind: 'search', q: 'gold ring' },
        filters: {
          ...DEFAULT_FILTERS,
          metals: ['Silver', 'Platinum'],
          purities: ['PT950'],
          inStock: true,
          price: { min: 50000, max: 100000, range: true },
          sort: 'price_desc',
        },
      }),
    );
    expect(Object.fromEntries(q)).toEqual({
      q: 'gold ring',
      metals: 'Silver,Platinum',
      purities: 'PT950',
      inStock: 'true',
      minPrice: '50000',
      maxPrice: '99999.99',
      sort: 'price_desc',
      page: '1',
      limit: '24',
    });
    // An older link's inclusive max goes as it is.
    expect(
      params(
        listingApiQuery({
          key: { kind: 'all' },
          filters: { ...DEFAULT_FILTERS, price: { min: 0, max: 15000, range: false } },
        }),
      ).get('maxPrice'),
    ).toBe('15000');
  });
});
