/**
 * The demo catalogue's words: categories, subcategories and products as a jeweller would write them.
 * Variants (metals, purities, sizes, prices, stock, discounts) are derived from these deterministically in
 * demo-catalogue.ts.
 */
import type { Shape, Stone } from './jewel-art';

export interface DemoCategory {
  name: string;
  slug: string;
  featured: boolean;
  /** Shape drawn for the category's picture. */
  art: { shape: Shape; stone: Stone };
}

export interface DemoSubcategory {
  name: string;
  slug: string;
  category: string;
  featured: boolean;
  title?: string;
  description?: string;
  art: { shape: Shape; stone: Stone };
}

export interface DemoProduct {
  title: string;
  subcategory: string;
  shape: Shape;
  stone: Stone;
  /** Base price of the 18KT (or only) variant in rupees; other purities and metals are priced from it. */
  basePrice: number;
  tags: string[];
  description: string;
  customizable?: boolean;
  /** Collection lines and merchandising lists the product is also shown in. */
  collections?: string[];
  /** Limits the metals offered (e.g. silver-only pieces). */
  metals?: Array<'Yellow Gold' | 'Rose Gold' | 'White Gold' | 'Silver' | 'Platinum'>;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { name: 'Rings', slug: 'rings', featured: true, art: { shape: 'ring-solitaire', stone: 'diamond' } },
  { name: 'Earrings', slug: 'earrings', featured: true, art: { shape: 'drop', stone: 'diamond' } },
  { name: 'Necklaces', slug: 'necklaces', featured: true, art: { shape: 'pendant', stone: 'diamond' } },
  { name: 'Bracelets', slug: 'bracelets', featured: true, art: { shape: 'tennis', stone: 'diamond' } },
  {
    name: "Aurelia's Collection",
    slug: 'aurelias-collection',
    featured: false,
    art: { shape: 'ring-cocktail', stone: 'emerald' },
  },
];

export const DEMO_SUBCATEGORIES: DemoSubcategory[] = [
  {
    name: 'Engagement Rings',
    slug: 'engagement-rings',
    category: 'rings',
    featured: true,
    art: { shape: 'ring-halo', stone: 'diamond' },
  },
  {
    name: 'Wedding Bands',
    slug: 'wedding-bands',
    category: 'rings',
    featured: true,
    art: { shape: 'ring-eternity', stone: 'diamond' },
  },
  {
    name: 'Cocktail Rings',
    slug: 'cocktail-rings',
    category: 'rings',
    featured: false,
    art: { shape: 'ring-cocktail', stone: 'ruby' },
  },
  {
    name: 'Stackable Rings',
    slug: 'stackable-rings',
    category: 'rings',
    featured: false,
    art: { shape: 'ring-stack', stone: 'diamond' },
  },
  {
    name: 'Stud Earrings',
    slug: 'stud-earrings',
    category: 'earrings',
    featured: true,
    art: { shape: 'stud', stone: 'diamond' },
  },
  {
    name: 'Hoop Earrings',
    slug: 'hoop-earrings',
    category: 'earrings',
    featured: false,
    art: { shape: 'hoop', stone: 'diamond' },
  },
  {
    name: 'Drop Earrings',
    slug: 'drop-earrings',
    category: 'earrings',
    featured: true,
    art: { shape: 'drop', stone: 'sapphire' },
  },
  {
    name: 'Jhumkas',
    slug: 'jhumkas',
    category: 'earrings',
    featured: false,
    art: { shape: 'jhumka', stone: 'ruby' },
  },
  {
    name: 'Pendants',
    slug: 'pendants',
    category: 'necklaces',
    featured: true,
    art: { shape: 'pendant', stone: 'diamond' },
  },
  {
    name: 'Chains',
    slug: 'chains',
    category: 'necklaces',
    featured: false,
    art: { shape: 'chain', stone: 'none' },
  },
  {
    name: 'Chokers',
    slug: 'chokers',
    category: 'necklaces',
    featured: false,
    art: { shape: 'choker', stone: 'emerald' },
  },
  {
    name: 'Mangalsutras',
    slug: 'mangalsutras',
    category: 'necklaces',
    featured: true,
    art: { shape: 'mangalsutra', stone: 'diamond' },
  },
  {
    name: 'Bangles',
    slug: 'bangles',
    category: 'bracelets',
    featured: true,
    art: { shape: 'kada', stone: 'none' },
  },
  {
    name: 'Tennis Bracelets',
    slug: 'tennis-bracelets',
    category: 'bracelets',
    featured: true,
    art: { shape: 'tennis', stone: 'diamond' },
  },
  {
    name: 'Chain Bracelets',
    slug: 'chain-bracelets',
    category: 'bracelets',
    featured: false,
    art: { shape: 'chain-bracelet', stone: 'none' },
  },
  // The featured collection: its first four lines fill the home page's collection block.
  {
    name: 'Heritage',
    slug: 'heritage',
    category: 'aurelias-collection',
    featured: false,
    title: 'Heritage',
    description:
      'Temple motifs, filigree and 22KT warmth, drawn from the jewellery boxes of our grandmothers.',
    art: { shape: 'jhumka', stone: 'ruby' },
  },
  {
    name: 'Celestial',
    slug: 'celestial',
    category: 'aurelias-collection',
    featured: false,
    title: 'Celestial',
    description: 'Lab-grown diamonds set to catch the light like a clear night over the Rann.',
    art: { shape: 'ring-halo', stone: 'diamond' },
  },
  {
    name: 'Bridal Edit',
    slug: 'bridal-edit',
    category: 'aurelias-collection',
    featured: false,
    title: 'Bridal Edit',
    description: 'Engagement rings, mangalsutras and chokers for the pheras and every celebration after.',
    art: { shape: 'choker', stone: 'emerald' },
  },
  {
    name: 'Everyday Fine',
    slug: 'everyday-fine',
    category: 'aurelias-collection',
    featured: false,
    title: 'Everyday Fine',
    description:
      'Light pieces in 14KT and 18KT gold that go from the office to dinner without a second thought.',
    art: { shape: 'hoop', stone: 'none' },
  },
  // Merchandising lists the home page reads by slug.
  {
    name: 'New Arrivals',
    slug: 'new-arrivals',
    category: 'aurelias-collection',
    featured: false,
    art: { shape: 'stud-flower', stone: 'sapphire' },
  },
  {
    name: 'Best Sellers',
    slug: 'best-seller',
    category: 'aurelias-collection',
    featured: false,
    art: { shape: 'stud', stone: 'diamond' },
  },
  {
    name: 'Trending Now',
    slug: 'trending-now',
    category: 'aurelias-collection',
    featured: false,
    art: { shape: 'pendant-eye', stone: 'none' },
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Rings — engagement
  {
    title: 'Aurora Round Solitaire Ring',
    subcategory: 'engagement-rings',
    shape: 'ring-solitaire',
    stone: 'diamond',
    basePrice: 68500,
    tags: ['solitaire', 'diamond', 'engagement', 'lab-grown'],
    description:
      'A single 0.75 carat lab-grown round brilliant held high in four claw prongs on a slim, comfort-fit band. Certified by an independent gem lab and finished by hand in our Mumbai workshop.',
    customizable: true,
    collections: ['celestial', 'bridal-edit', 'best-seller'],
  },
  {
    title: 'Vivaah Halo Engagement Ring',
    subcategory: 'engagement-rings',
    shape: 'ring-halo',
    stone: 'diamond',
    basePrice: 84900,
    tags: ['halo', 'diamond', 'engagement', 'bridal'],
    description:
      'A round centre stone ringed by seventeen pavé diamonds, so the whole head glows from across the room. The gallery is open underneath to let light in from every side.',
    customizable: true,
    collections: ['bridal-edit', 'trending-now'],
  },
  {
    title: 'Noor Three-Stone Ring',
    subcategory: 'engagement-rings',
    shape: 'ring-three-stone',
    stone: 'diamond',
    basePrice: 92500,
    tags: ['three stone', 'diamond', 'anniversary', 'engagement'],
    description:
      'Past, present and future: a bright centre diamond flanked by two smaller stones, set low enough to wear every day. A favourite for tenth anniversaries.',
    customizable: true,
    collections: ['celestial'],
  },
  {
    title: 'Celeste Sapphire Solitaire',
    subcategory: 'engagement-rings',
    shape: 'ring-solitaire',
    stone: 'sapphire',
    basePrice: 57800,
    tags: ['solitaire', 'sapphire', 'engagement', 'coloured stone'],
    description:
      'A deep blue Ceylon sapphire, heated only, in a classic four-prong solitaire setting. For the bride who would rather have colour than convention.',
    customizable: true,
    collections: ['new-arrivals'],
  },
  // Rings — bands
  {
    title: 'Eternal Vows Diamond Band',
    subcategory: 'wedding-bands',
    shape: 'ring-eternity',
    stone: 'diamond',
    basePrice: 48900,
    tags: ['eternity', 'band', 'diamond', 'wedding'],
    description:
      'Thirteen round diamonds shared-prong set across the front of a softly rounded band. Made to sit flush beside an engagement ring.',
    collections: ['bridal-edit', 'best-seller'],
  },
  {
    title: 'Classic Comfort-Fit Band',
    subcategory: 'wedding-bands',
    shape: 'ring-band',
    stone: 'none',
    basePrice: 24500,
    tags: ['plain band', 'wedding', 'unisex', 'gold band'],
    description:
      'A 4 mm band with a domed inside edge that slides on easily and never pinches. Engrave a date or a name inside at no extra cost.',
    customizable: true,
    collections: ['everyday-fine'],
  },
  {
    title: 'Saptapadi Milgrain Band',
    subcategory: 'wedding-bands',
    shape: 'ring-band',
    stone: 'none',
    basePrice: 27900,
    tags: ['milgrain', 'band', 'wedding', 'vintage'],
    description:
      'Seven rows of hand-applied milgrain beading, one for each vow. A quietly detailed band for him or for her.',
    collections: ['heritage'],
  },
  // Rings — cocktail
  {
    title: 'Maharani Emerald Cocktail Ring',
    subcategory: 'cocktail-rings',
    shape: 'ring-cocktail',
    stone: 'emerald',
    basePrice: 118000,
    tags: ['emerald', 'cocktail', 'statement', 'halo'],
    description:
      'A vivid Zambian emerald in an oval halo of diamonds, raised on a tapered shank. A statement ring with the presence of an heirloom.',
    collections: ['heritage', 'trending-now'],
  },
  {
    title: 'Ruby Lotus Cocktail Ring',
    subcategory: 'cocktail-rings',
    shape: 'ring-cocktail',
    stone: 'ruby',
    basePrice: 96500,
    tags: ['ruby', 'cocktail', 'lotus', 'statement'],
    description:
      'An oval Mozambique ruby framed by a lotus of diamonds. Wear it on the right hand, with a plain kurta and nothing else.',
    collections: ['heritage'],
  },
  {
    title: 'Sapphire Starburst Ring',
    subcategory: 'cocktail-rings',
    shape: 'ring-cocktail',
    stone: 'sapphire',
    basePrice: 88700,
    tags: ['sapphire', 'cocktail', 'starburst'],
    description:
      'A cornflower sapphire burst open by a ring of brilliant diamonds. Bold enough for a sangeet, light enough for a long evening.',
    collections: ['new-arrivals'],
  },
  // Rings — stackable
  {
    title: 'Petal Stackable Ring',
    subcategory: 'stackable-rings',
    shape: 'ring-stack',
    stone: 'diamond',
    basePrice: 14900,
    tags: ['stackable', 'minimal', 'diamond', 'everyday'],
    description:
      'Three slender bands, the middle one scattered with tiny diamonds. Wear them together or spread them across your fingers.',
    collections: ['everyday-fine', 'best-seller'],
  },
  {
    title: 'Twinkle Pavé Stacker',
    subcategory: 'stackable-rings',
    shape: 'ring-stack',
    stone: 'ruby',
    basePrice: 16800,
    tags: ['stackable', 'ruby', 'pavé'],
    description:
      'A fine band of pavé rubies between two polished gold rings, for a flash of colour on an ordinary Tuesday.',
    collections: ['trending-now'],
  },
  {
    title: 'Silver Dot Stacking Set',
    subcategory: 'stackable-rings',
    shape: 'ring-stack',
    stone: 'none',
    basePrice: 3900,
    tags: ['silver', 'stackable', 'set', 'gift'],
    description:
      'Three sterling silver rings, one with a row of polished dots. A considered gift under five thousand rupees.',
    metals: ['Silver'],
    collections: ['new-arrivals'],
  },
  // Earrings — studs
  {
    title: 'Classic Diamond Solitaire Studs',
    subcategory: 'stud-earrings',
    shape: 'stud',
    stone: 'diamond',
    basePrice: 38900,
    tags: ['studs', 'diamond', 'solitaire', 'everyday'],
    description:
      'A matched pair of round brilliant diamonds in four-prong baskets, with screw backs so they stay put. The pair you will reach for every morning.',
    collections: ['everyday-fine', 'best-seller', 'celestial'],
  },
  {
    title: 'Marquise Flower Studs',
    subcategory: 'stud-earrings',
    shape: 'stud-flower',
    stone: 'sapphire',
    basePrice: 26400,
    tags: ['studs', 'flower', 'sapphire', 'marquise'],
    description: 'Six marquise sapphires open like a champa flower around a diamond centre.',
    collections: ['new-arrivals', 'trending-now'],
  },
  {
    title: 'Tiny Heart Studs',
    subcategory: 'stud-earrings',
    shape: 'stud-heart',
    stone: 'diamond',
    basePrice: 9800,
    tags: ['studs', 'heart', 'kids', 'gift', 'minimal'],
    description: 'Small polished hearts, each with a single diamond. Light enough for a first piercing.',
    collections: ['everyday-fine'],
  },
  {
    title: 'Emerald Halo Studs',
    subcategory: 'stud-earrings',
    shape: 'stud',
    stone: 'emerald',
    basePrice: 31500,
    tags: ['studs', 'emerald', 'halo'],
    description: 'Round emeralds in a fine claw setting, the green of fresh curry leaves.',
    collections: ['heritage'],
  },
  // Earrings — hoops
  {
    title: 'Huggie Pavé Hoops',
    subcategory: 'hoop-earrings',
    shape: 'hoop',
    stone: 'diamond',
    basePrice: 22900,
    tags: ['hoops', 'huggies', 'diamond', 'pavé'],
    description: 'Small hoops that hug the lobe, set with diamonds along the front and hinged to click shut.',
    collections: ['best-seller', 'trending-now'],
  },
  {
    title: 'Everyday Gold Hoops',
    subcategory: 'hoop-earrings',
    shape: 'hoop',
    stone: 'none',
    basePrice: 12900,
    tags: ['hoops', 'gold', 'everyday', 'minimal'],
    description: 'Hollow-formed 20 mm hoops, light as air and polished to a mirror finish.',
    collections: ['everyday-fine'],
  },
  {
    title: 'Twisted Rope Hoops',
    subcategory: 'hoop-earrings',
    shape: 'hoop',
    stone: 'none',
    basePrice: 15600,
    tags: ['hoops', 'twisted', 'rope'],
    description: 'A rope twist that catches light on every turn. Medium size, secure latch backs.',
    collections: ['new-arrivals'],
  },
  // Earrings — drops
  {
    title: 'Chandni Drop Earrings',
    subcategory: 'drop-earrings',
    shape: 'drop',
    stone: 'diamond',
    basePrice: 54900,
    tags: ['drops', 'diamond', 'pear', 'evening'],
    description: 'Pear-shaped diamonds swing from a round diamond stud: moonlight, made to move.',
    collections: ['celestial', 'bridal-edit'],
  },
  {
    title: 'Pear Ruby Teardrops',
    subcategory: 'drop-earrings',
    shape: 'drop',
    stone: 'ruby',
    basePrice: 46800,
    tags: ['drops', 'ruby', 'pear', 'festive'],
    description: 'Glowing pear rubies framed in polished gold, with a small diamond at the top of each.',
    collections: ['heritage', 'trending-now'],
  },
  {
    title: 'Sapphire Cascade Earrings',
    subcategory: 'drop-earrings',
    shape: 'drop',
    stone: 'sapphire',
    basePrice: 49500,
    tags: ['drops', 'sapphire', 'cascade'],
    description: 'Deep blue sapphire drops that fall just below the jaw line. Lovely with a high bun.',
    collections: ['new-arrivals'],
  },
  // Earrings — jhumkas
  {
    title: 'Temple Bell Jhumkas',
    subcategory: 'jhumkas',
    shape: 'jhumka',
    stone: 'ruby',
    basePrice: 42500,
    tags: ['jhumka', 'temple', 'ruby', 'festive', 'traditional'],
    description:
      'Dome-shaped jhumkas with a ruby stud and a fringe of tiny beads, in the temple style of Tamil Nadu. Made in 22KT for the warmest gold.',
    collections: ['heritage', 'bridal-edit', 'best-seller'],
  },
  {
    title: 'Mini Pearl Jhumkas',
    subcategory: 'jhumkas',
    shape: 'jhumka',
    stone: 'pearl',
    basePrice: 18900,
    tags: ['jhumka', 'pearl', 'festive', 'light'],
    description: 'Small jhumkas edged with freshwater pearls, light enough for an office Diwali party.',
    collections: ['trending-now'],
  },
  {
    title: 'Emerald Bead Jhumkas',
    subcategory: 'jhumkas',
    shape: 'jhumka',
    stone: 'emerald',
    basePrice: 39800,
    tags: ['jhumka', 'emerald', 'traditional'],
    description: 'A polished gold bell finished with a row of emerald beads that sway as you turn.',
    collections: ['heritage'],
  },
  // Necklaces — pendants
  {
    title: 'Solitaire Drop Pendant',
    subcategory: 'pendants',
    shape: 'pendant',
    stone: 'diamond',
    basePrice: 29800,
    tags: ['pendant', 'solitaire', 'diamond', 'everyday'],
    description: 'A single round diamond on an 18-inch cable chain, adjustable to 16 inches.',
    collections: ['everyday-fine', 'best-seller', 'celestial'],
  },
  {
    title: 'Nazar Evil Eye Pendant',
    subcategory: 'pendants',
    shape: 'pendant-eye',
    stone: 'none',
    basePrice: 11900,
    tags: ['evil eye', 'nazar', 'pendant', 'protection', 'gift'],
    description: 'A hand-enamelled evil eye in blue, set in gold, to keep the nazar away.',
    collections: ['trending-now', 'new-arrivals'],
  },
  {
    title: 'Sapphire Raindrop Pendant',
    subcategory: 'pendants',
    shape: 'pendant',
    stone: 'sapphire',
    basePrice: 24600,
    tags: ['pendant', 'sapphire', 'gift'],
    description: 'A round blue sapphire in four prongs on a fine chain. September’s birthstone.',
    collections: ['new-arrivals'],
  },
  {
    title: 'Silver Moonstone Pendant',
    subcategory: 'pendants',
    shape: 'pendant',
    stone: 'pearl',
    basePrice: 4200,
    tags: ['silver', 'pendant', 'moonstone', 'gift'],
    description: 'A milky cabochon that glows blue in the light, in sterling silver.',
    metals: ['Silver'],
    collections: ['everyday-fine'],
  },
  // Necklaces — chains
  {
    title: 'Classic Rope Chain',
    subcategory: 'chains',
    shape: 'chain',
    stone: 'none',
    basePrice: 35900,
    tags: ['chain', 'rope', 'unisex', 'gold chain'],
    description: 'A solid rope chain, 20 inches, with a lobster clasp. Heavy enough to wear alone.',
    collections: ['best-seller'],
  },
  {
    title: 'Box Link Chain',
    subcategory: 'chains',
    shape: 'chain',
    stone: 'none',
    basePrice: 21900,
    tags: ['chain', 'box chain', 'pendant chain'],
    description: 'Square box links that lie flat and carry any pendant. 18 inches.',
    collections: ['everyday-fine'],
  },
  {
    title: 'Figaro Chain',
    subcategory: 'chains',
    shape: 'chain',
    stone: 'none',
    basePrice: 27400,
    tags: ['chain', 'figaro', 'unisex'],
    description: 'Three short links and one long: the Italian classic, made in India.',
    collections: ['trending-now'],
  },
  // Necklaces — chokers
  {
    title: 'Polki Bridal Choker',
    subcategory: 'chokers',
    shape: 'choker',
    stone: 'diamond',
    basePrice: 185000,
    tags: ['choker', 'polki', 'bridal', 'uncut diamond'],
    description:
      'Uncut polki diamonds set in a close-fitting collar with a silk dori at the back. Made to order for your wedding date.',
    customizable: true,
    collections: ['bridal-edit', 'heritage'],
  },
  {
    title: 'Emerald Line Choker',
    subcategory: 'chokers',
    shape: 'choker',
    stone: 'emerald',
    basePrice: 142000,
    tags: ['choker', 'emerald', 'festive'],
    description:
      'Alternating emeralds and diamonds in a sleek gold collar that sits just above the collarbone.',
    collections: ['bridal-edit'],
  },
  {
    title: 'Ruby Rani Choker',
    subcategory: 'chokers',
    shape: 'choker',
    stone: 'ruby',
    basePrice: 156000,
    tags: ['choker', 'ruby', 'traditional'],
    description: 'Rubies and diamonds in a royal collar, inspired by the Rajput courts.',
    collections: ['heritage', 'new-arrivals'],
  },
  // Necklaces — mangalsutras
  {
    title: 'Modern Diamond Mangalsutra',
    subcategory: 'mangalsutras',
    shape: 'mangalsutra',
    stone: 'diamond',
    basePrice: 34500,
    tags: ['mangalsutra', 'diamond', 'bridal', 'modern'],
    description:
      'Black beads and gold on a fine chain with a small diamond pendant, for the woman who wears hers to work.',
    collections: ['bridal-edit', 'best-seller'],
  },
  {
    title: 'Classic Black Bead Mangalsutra',
    subcategory: 'mangalsutras',
    shape: 'mangalsutra',
    stone: 'none',
    basePrice: 28900,
    tags: ['mangalsutra', 'traditional', 'black beads'],
    description: 'A double strand of black beads with the traditional vati pendant in 22KT gold.',
    collections: ['heritage'],
  },
  {
    title: 'Solitaire Mangalsutra',
    subcategory: 'mangalsutras',
    shape: 'mangalsutra',
    stone: 'diamond',
    basePrice: 46500,
    tags: ['mangalsutra', 'solitaire', 'diamond'],
    description: 'A single lab-grown solitaire beneath a short strand of black beads.',
    collections: ['celestial', 'trending-now'],
  },
  // Bracelets — bangles
  {
    title: 'Filigree Kada',
    subcategory: 'bangles',
    shape: 'kada',
    stone: 'none',
    basePrice: 98500,
    tags: ['kada', 'filigree', 'bangle', 'traditional'],
    description: 'A broad kada with hand-twisted filigree from Cuttack artisans. Opens on a hidden hinge.',
    collections: ['heritage'],
  },
  {
    title: 'Diamond Line Bangle',
    subcategory: 'bangles',
    shape: 'bangle',
    stone: 'diamond',
    basePrice: 76500,
    tags: ['bangle', 'diamond', 'stackable'],
    description: 'A slim bangle with a line of diamonds across the top. Stack it with your glass bangles.',
    collections: ['celestial', 'best-seller'],
  },
  {
    title: 'Twisted Gold Bangles (Pair)',
    subcategory: 'bangles',
    shape: 'bangle',
    stone: 'none',
    basePrice: 64500,
    tags: ['bangles', 'pair', 'twisted', 'festive'],
    description: 'A pair of twisted bangles in polished gold, sized in Indian bangle sizes.',
    collections: ['bridal-edit'],
  },
  {
    title: 'Slim Stackable Bangle',
    subcategory: 'bangles',
    shape: 'bangle',
    stone: 'ruby',
    basePrice: 28700,
    tags: ['bangle', 'ruby', 'stackable', 'everyday'],
    description: 'A fine bangle set with small rubies along the front, made for stacking.',
    collections: ['everyday-fine', 'new-arrivals'],
  },
  // Bracelets — tennis
  {
    title: 'Classic Tennis Bracelet',
    subcategory: 'tennis-bracelets',
    shape: 'tennis',
    stone: 'diamond',
    basePrice: 124000,
    tags: ['tennis', 'diamond', 'bracelet', 'lab-grown'],
    description: 'Thirty lab-grown diamonds in a flexible line with a double-lock box clasp.',
    collections: ['celestial', 'best-seller'],
  },
  {
    title: 'Emerald Tennis Bracelet',
    subcategory: 'tennis-bracelets',
    shape: 'tennis',
    stone: 'emerald',
    basePrice: 112000,
    tags: ['tennis', 'emerald', 'bracelet'],
    description: 'Emeralds in four-prong settings, end to end around the wrist.',
    collections: ['trending-now'],
  },
  {
    title: 'Sapphire Riviera Bracelet',
    subcategory: 'tennis-bracelets',
    shape: 'tennis',
    stone: 'sapphire',
    basePrice: 108000,
    tags: ['tennis', 'sapphire', 'riviera'],
    description: 'A river of blue sapphires with a hidden safety catch.',
    collections: ['new-arrivals'],
  },
  // Bracelets — chain
  {
    title: 'Evil Eye Chain Bracelet',
    subcategory: 'chain-bracelets',
    shape: 'chain-bracelet',
    stone: 'sapphire',
    basePrice: 13900,
    tags: ['bracelet', 'evil eye', 'chain', 'gift'],
    description: 'A delicate chain with a single blue charm at the centre. Adjustable to any wrist.',
    collections: ['trending-now'],
  },
  {
    title: 'Paperclip Link Bracelet',
    subcategory: 'chain-bracelets',
    shape: 'chain-bracelet',
    stone: 'none',
    basePrice: 18600,
    tags: ['bracelet', 'paperclip', 'chain', 'minimal'],
    description: 'Elongated paperclip links with a heart charm, polished to a high shine.',
    collections: ['everyday-fine', 'new-arrivals'],
  },
  {
    title: 'Silver Charm Bracelet',
    subcategory: 'chain-bracelets',
    shape: 'chain-bracelet',
    stone: 'none',
    basePrice: 5400,
    tags: ['silver', 'charm', 'bracelet', 'gift'],
    description: 'A sterling silver curb chain with a heart charm. Add charms as the years go by.',
    metals: ['Silver'],
    collections: ['best-seller'],
  },
  {
    title: 'Ruby Infinity Bracelet',
    subcategory: 'chain-bracelets',
    shape: 'chain-bracelet',
    stone: 'ruby',
    basePrice: 16900,
    tags: ['bracelet', 'ruby', 'infinity', 'gift'],
    description: 'A fine chain with a single ruby at the clasp: a small promise, kept.',
    collections: ['new-arrivals'],
  },
];
