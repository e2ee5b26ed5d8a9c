import { Link } from 'react-router';
import { BRAND } from '#domain/brand';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label={`${BRAND.name} — home`}
      className={`inline-flex items-baseline gap-1 ${className}`}
    >
      <span className="font-display text-2xl tracking-[0.18em] uppercase sm:text-[1.7rem]">{BRAND.name}</span>
      <span aria-hidden="true" className="h-1.5 w-1.5 translate-y-[-2px] rotate-45 bg-gold" />
    </Link>
  );
}
