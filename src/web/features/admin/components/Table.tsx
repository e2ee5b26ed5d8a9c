/**
 * The back office's tables (docs/shop/design.md: tables with sticky headers). From 768 px a real table whose
 * header stays visible while its body scrolls inside the frame; below that each row becomes a card and every cell
 * shows its column name (from `label`), so nothing needs sideways scrolling on a phone.
 */
import type { ReactNode, ThHTMLAttributes, TdHTMLAttributes } from 'react';

export function Table({
  caption,
  children,
  busy,
}: {
  /** Said by screen readers, not shown. */
  caption: string;
  children: ReactNode;
  /** True while a new page or search is loading: dims the rows without hiding them. */
  busy?: boolean;
}) {
  return (
    <div
      className={`md:max-h-[calc(100vh-13rem)] md:overflow-auto md:rounded-[2px] md:border md:border-line md:bg-surface ${busy ? 'opacity-60 transition-opacity' : ''}`}
      aria-busy={busy || undefined}
    >
      <table className="w-full border-collapse text-left max-md:block">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="max-md:sr-only">
      <tr>{children}</tr>
    </thead>
  );
}

export function Th({ children, className = '', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={`sticky top-0 z-10 border-b border-line bg-[#F6F1E8] px-3 py-2.5 text-xs font-medium uppercase tracking-[0.08em] text-muted ${className}`}
      {...rest}
    >
      {children}
    </th>
  );
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="max-md:flex max-md:flex-col max-md:gap-3">{children}</tbody>;
}

export function Tr({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <tr
      className={`border-b border-line last:border-b-0 hover:bg-ivory/70 max-md:flex max-md:flex-col max-md:rounded-[2px] max-md:border max-md:bg-surface max-md:px-3 max-md:py-2 max-md:last:border-b ${className}`}
    >
      {children}
    </tr>
  );
}

export function Td({
  label,
  children,
  className = '',
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & { label?: string }) {
  return (
    <td
      data-label={label}
      className={`px-3 py-2.5 align-middle max-md:flex max-md:items-center max-md:gap-3 max-md:px-0 max-md:py-1.5 ${label ? 'max-md:justify-between max-md:text-right max-md:before:mr-auto max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:uppercase max-md:before:tracking-[0.08em] max-md:before:text-muted max-md:before:content-[attr(data-label)]' : ''} ${className}`}
      {...rest}
    >
      {children}
    </td>
  );
}
