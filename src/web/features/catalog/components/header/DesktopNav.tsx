/**
 * Desktop navigation (docs/shop/storefront.md §2): each featured category with a mega-menu of its subcategories
 * (image and name), and the About mega-menu of four cards with 'Discover Our Story'. A menu opens on hover or
 * when its link takes keyboard focus, and closes on Escape, on leaving it, or after a choice.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { CategoryDto } from '#domain/schemas/catalog';
import { ResponsiveImage } from '#web/components/ResponsiveImage';
import { ABOUT_SECTIONS } from '#web/features/content/about-sections';
import { collectionPath, subcategoryLink } from '#web/features/catalog/lib/links';
import { useFeaturedCategories } from './use-featured-categories';

function MenuItem({
  id,
  label,
  to,
  state,
  open,
  onOpen,
  onClose,
  onDismiss,
  children,
}: {
  id: string;
  label: string;
  to: string;
  state?: unknown;
  open: boolean;
  onOpen: (id: string) => void;
  onClose: () => void;
  /** Closes at once (Escape). */
  onDismiss: () => void;
  children: ReactNode;
}) {
  const trigger = useRef<HTMLAnchorElement>(null);
  // After Escape, focus goes back to the link without opening the menu again; ArrowDown (or leaving and coming
  // back) opens it.
  const dismissed = useRef(false);
  return (
    <li
      className="static"
      onPointerEnter={(e) => e.pointerType === 'mouse' && onOpen(id)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onClose()}
      onFocus={() => {
        if (dismissed.current) dismissed.current = false;
        else onOpen(id);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          onDismiss();
          if (document.activeElement !== trigger.current) {
            dismissed.current = true;
            trigger.current?.focus();
          }
        } else if (e.key === 'ArrowDown' && !open && e.target === trigger.current) {
          e.preventDefault();
          onOpen(id);
        }
      }}
    >
      <Link
        ref={trigger}
        to={to}
        state={state}
        aria-expanded={open}
        aria-controls={`menu-${id}`}
        className={`inline-flex items-center gap-1 border-b-2 px-1 py-3 text-[13px] font-medium uppercase tracking-[0.16em] transition-colors ${
          open ? 'border-gold text-charcoal' : 'border-transparent text-charcoal/85 hover:text-charcoal'
        }`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`h-3.5 w-3.5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Link>
      <div
        id={`menu-${id}`}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-y border-line bg-surface shadow-[0_18px_30px_-18px_rgba(31,29,27,0.35)]"
      >
        <div className="container-page py-8">{children}</div>
      </div>
    </li>
  );
}

function CategoryPanel({ category, onChoose }: { category: CategoryDto; onChoose: () => void }) {
  const subs = category.subcategories ?? [];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_220px] gap-10">
      <ul className="grid grid-cols-4 gap-6">
        {subs.map((s) => (
          <li key={s._id}>
            <Link {...subcategoryLink(s)} onClick={onChoose} className="group block">
              <span className="block overflow-hidden bg-ivory">
                <ResponsiveImage
                  src={s.image.url}
                  alt=""
                  sizes="200px"
                  className="aspect-[4/5] w-full object-cover transition-transform duration-300 ease-out-soft group-hover:scale-105"
                />
              </span>
              <span className="mt-2 block text-sm group-hover:underline group-hover:underline-offset-4">
                {s.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="border-l border-line pl-8">
        <p className="eyebrow">{category.name}</p>
        <p className="mt-3 text-sm text-muted">
          Every piece made to order in hallmarked gold, silver or platinum, and shipped insured across India.
        </p>
        <Link
          to={collectionPath(category.slug)}
          state={{ categoryId: category._id }}
          onClick={onChoose}
          className="btn-secondary mt-5 px-4 py-2 text-xs"
        >
          Shop all {category.name}
        </Link>
      </div>
    </div>
  );
}

function AboutPanel({ onChoose }: { onChoose: () => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_220px] gap-10">
      <ul className="grid grid-cols-4 gap-6">
        {ABOUT_SECTIONS.map((s) => (
          <li key={s.id}>
            <Link
              to={`/about#${s.id}`}
              onClick={onChoose}
              className="block h-full border border-line bg-ivory p-5 transition-colors hover:border-gold"
            >
              <span className="font-display text-xl">{s.title}</span>
              <span className="mt-2 block text-sm text-muted">{s.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="border-l border-line pl-8">
        <p className="eyebrow">About Aurelia</p>
        <p className="mt-3 text-sm text-muted">
          Fine jewellery, designed in Mumbai and made to order for you.
        </p>
        <Link to="/about" onClick={onChoose} className="btn-primary mt-5 px-4 py-2 text-xs">
          Discover Our Story
        </Link>
      </div>
    </div>
  );
}

export function DesktopNav() {
  const { data: categories } = useFeaturedCategories();
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname } = useLocation();
  useEffect(() => setOpen(null), [pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A short grace period lets the pointer travel from the link into its panel.
  const onOpen = (id: string) => {
    clearTimeout(timer.current);
    setOpen(id);
  };
  const onClose = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(null), 120);
  };
  const closeNow = () => {
    clearTimeout(timer.current);
    setOpen(null);
  };

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center justify-center gap-8">
        {(categories ?? []).map((c) => (
          <MenuItem
            key={c._id}
            id={c.slug}
            label={c.name}
            to={collectionPath(c.slug)}
            state={{ categoryId: c._id }}
            open={open === c.slug}
            onOpen={onOpen}
            onClose={onClose}
            onDismiss={closeNow}
          >
            <CategoryPanel category={c} onChoose={closeNow} />
          </MenuItem>
        ))}
        <li>
          <Link
            to="/new-arrivals"
            className="inline-block border-b-2 border-transparent px-1 py-3 text-[13px] font-medium uppercase tracking-[0.16em] text-charcoal/85 hover:text-charcoal"
          >
            New Arrivals
          </Link>
        </li>
        <MenuItem
          id="about"
          label="About"
          to="/about"
          open={open === 'about'}
          onOpen={onOpen}
          onClose={onClose}
          onDismiss={closeNow}
        >
          <AboutPanel onChoose={closeNow} />
        </MenuItem>
      </ul>
    </nav>
  );
}
