/**
 * Class names of the back office's denser look (docs/shop/design.md: same palette, 14 px base). Kept as strings
 * so the storefront's component classes stay as they are and Tailwind still sees every class.
 */
const btnBase =
  'inline-flex items-center justify-center gap-1.5 rounded-[2px] px-3.5 py-2 text-xs font-medium uppercase tracking-[0.12em] transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-50 whitespace-nowrap';

export const ui = {
  btnPrimary: `${btnBase} bg-charcoal text-ivory hover:bg-black`,
  btnSecondary: `${btnBase} border border-charcoal bg-transparent text-charcoal hover:bg-charcoal hover:text-ivory`,
  btnDanger: `${btnBase} bg-danger text-white hover:bg-[#8A2F29]`,
  btnGhost: `${btnBase} text-charcoal hover:bg-gold-tint`,
  /** A small square icon button (edit, delete, view in a table row). */
  iconBtn:
    'inline-flex h-8 w-8 items-center justify-center rounded-[2px] text-charcoal hover:bg-gold-tint disabled:cursor-not-allowed disabled:opacity-40',
  iconBtnDanger:
    'inline-flex h-8 w-8 items-center justify-center rounded-[2px] text-danger hover:bg-danger/10 disabled:cursor-not-allowed disabled:opacity-40',
  /** 16 px on phones (no zoom on focus in mobile Safari), 14 px from 640 px. */
  input:
    'block w-full rounded-[2px] border border-line bg-surface px-2.5 py-1.5 text-base text-charcoal placeholder:text-muted focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-gold disabled:bg-ivory disabled:text-muted sm:text-sm',
  label: 'mb-1 block text-[13px] font-medium text-charcoal',
  card: 'rounded-[2px] border border-line bg-surface',
  link: 'underline-offset-4 hover:underline focus-visible:text-gold-text',
} as const;
