import { Fragment, type ReactNode } from 'react';

/** A postal address as lines one under the other; empty lines (no second address line) are left out. */
export function AddressLines({ lines, className }: { lines: readonly ReactNode[]; className: string }) {
  const shown = lines.filter((line) => line !== null && line !== undefined && line !== '');
  return (
    <address className={className}>
      {shown.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
