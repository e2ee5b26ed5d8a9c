/**
 * Skeletons (docs/decisions/117): the shape of a page whose data is on its way, drawn where that data will stand
 * and as big as it will be, so the page does not jump when it arrives. A navigation in the browser shows the next
 * page's skeleton at once instead of a spinner on an empty page.
 */
import type { ReactNode } from 'react';

/** One grey block: size and shape come from `className` (a height, a width, `rounded-full`…). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-[2px] bg-line ${className}`} />;
}

/**
 * The region a skeleton stands in: busy for assistive technology, which hears `label` (a status) once, and the
 * skeleton's blocks hidden from it.
 */
export function SkeletonRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" data-skeleton="" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}
