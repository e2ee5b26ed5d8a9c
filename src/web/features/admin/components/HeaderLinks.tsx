/** The links a screen's heading carries: back to the list above the title, and "add one" on the right. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { ui } from './ui';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${ui.link} inline-flex items-center gap-1 text-muted`}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}

export function AddLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Link to={to} state={state} className={ui.btnPrimary}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
