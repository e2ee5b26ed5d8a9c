import type { ReactNode } from 'react';
import { usePageTitle } from '#web/components/usePageTitle';

/** A screen's heading, with an optional line under it and actions on the right; also sets the tab title. */
export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A Back link or button shown above the title. */
  back?: ReactNode;
}) {
  usePageTitle(`${title} · Admin`);
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back && <div className="mb-2">{back}</div>}
        <h1 className="text-[1.75rem] leading-tight sm:text-3xl">{title}</h1>
        {description && <div className="mt-1 text-muted">{description}</div>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
