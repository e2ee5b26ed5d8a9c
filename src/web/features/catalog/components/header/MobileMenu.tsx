/**
 * The mobile slide-in menu (docs/shop/storefront.md §2): a search that works (unlike the old client's), the
 * featured categories expandable into their subcategories, the links About, Contact Us, Track Order, Return &
 * Exchange and Privacy Policy, and the support contacts. A modal dialog: focus stays inside, Escape or the
 * backdrop closes it, and choosing anything closes it. Loaded only when first opened (MobileMenuButton).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, Mail, Phone, X } from 'lucide-react';
import '#web/features/catalog/motion.css';
import { SHOP_CONTACT } from '#domain/brand';
import { SHOP_PROMISES } from '#domain/shop-promises';
import { Logo } from '#web/components/Logo';
import { useReturnFocus } from '#web/components/use-return-focus';
import { collectionPath, subcategoryLink } from '#web/features/catalog/lib/links';
import { SearchBox } from './SearchBox';
import { useFeaturedCategories } from './use-featured-categories';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/return-policy', label: 'Return & Exchange' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

export default function MobileMenu({
  open,
  onOpenChange,
  focusSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusSearch: boolean;
}) {
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocus(open);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-charcoal/40 data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(88vw,380px)] flex-col bg-surface shadow-2xl outline-none data-[state=open]:animate-[slide-in-left_220ms_cubic-bezier(0.2,0.7,0.2,1)]"
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title asChild>
              <div>
                <span className="sr-only">Menu</span>
                <Logo className="scale-90 origin-left" />
              </div>
            </Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-full p-2 hover:bg-ivory">
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">
            <div className="px-5 pt-5">
              <SearchBox id="mobile-search" autoFocus={focusSearch} onNavigate={close} />
            </div>
            <CategoryNav onChoose={close} />
            <nav aria-label="More" className="px-5 py-4">
              <ul className="space-y-1">
                {LINKS.map((l) => (
                  <li key={l.to}>
                    <Link
                      to={l.to}
                      onClick={close}
                      className="block py-2 text-sm text-charcoal/85 hover:text-charcoal"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <SupportContacts />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The featured categories, each opening into its subcategories, then New Arrivals. */
function CategoryNav({ onChoose }: { onChoose: () => void }) {
  const { data: categories } = useFeaturedCategories();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <nav aria-label="Shop by category" className="mt-4">
      <ul className="divide-y divide-line border-y border-line">
        {(categories ?? []).map((c) => {
          const isOpen = expanded === c._id;
          return (
            <li key={c._id}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={`mobile-cat-${c.slug}`}
                onClick={() => setExpanded(isOpen ? null : c._id)}
                className="flex w-full items-center justify-between px-5 py-4 text-left text-sm font-medium uppercase tracking-[0.14em]"
              >
                {c.name}
                <ChevronDown
                  aria-hidden="true"
                  className={`h-4 w-4 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <ul id={`mobile-cat-${c.slug}`} hidden={!isOpen} className="bg-ivory/60 pb-3">
                <li>
                  <Link
                    to={collectionPath(c.slug)}
                    state={{ categoryId: c._id }}
                    onClick={onChoose}
                    className="block px-8 py-2.5 text-sm font-medium"
                  >
                    All {c.name}
                  </Link>
                </li>
                {(c.subcategories ?? []).map((s) => (
                  <li key={s._id}>
                    <Link
                      {...subcategoryLink(s)}
                      onClick={onChoose}
                      className="block px-8 py-2.5 text-sm text-charcoal/85"
                    >
                      {s.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        <li>
          <Link
            to="/new-arrivals"
            onClick={onChoose}
            className="block px-5 py-4 text-sm font-medium uppercase tracking-[0.14em]"
          >
            New Arrivals
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** The menu's foot: the support phone, mail and hours. */
function SupportContacts() {
  return (
    <div className="border-t border-line bg-ivory px-5 py-5 text-sm">
      <p className="eyebrow">Need help?</p>
      <p className="mt-3 flex items-center gap-2">
        <Phone aria-hidden="true" className="h-4 w-4 text-gold-text" />
        <a href={SHOP_CONTACT.supportPhoneHref} className="link">
          {SHOP_CONTACT.supportPhone}
        </a>
      </p>
      <p className="mt-2 flex items-center gap-2">
        <Mail aria-hidden="true" className="h-4 w-4 text-gold-text" />
        <a href={`mailto:${SHOP_CONTACT.supportEmail}`} className="link">
          {SHOP_CONTACT.supportEmail}
        </a>
      </p>
      <p className="mt-2 text-xs text-muted">{SHOP_PROMISES.support.hours}</p>
    </div>
  );
}
