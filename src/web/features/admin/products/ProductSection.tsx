/** A titled card of the product form (Basic information, Organisation, Certificate, Main image). */
import type { ReactNode } from 'react';
import { ui } from '../components/ui';

export function ProductSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${ui.card} flex flex-col gap-4 p-4`} aria-label={title}>
      <h2 className="font-display text-xl">{title}</h2>
      {children}
    </section>
  );
}
