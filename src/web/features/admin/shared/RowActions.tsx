/**
 * A row's actions (View, Edit, Duplicate, Delete…): words beside icons when a row has one or two, icons with a
 * tooltip when it has more. Each carries its full name for screen readers ('Delete Lumen Ring').
 */
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ui } from '../components/ui';

export interface RowAction {
  /** The word shown (and the tooltip of an icon): 'Edit'. */
  label: string;
  /** The accessible name: 'Edit Lumen Ring'. */
  name: string;
  icon: LucideIcon;
  /** A link… */
  to?: string;
  state?: unknown;
  /** …or a button. */
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const icons = actions.length > 2;
  return actions.map(({ label, name, icon: Icon, to, state, onClick, disabled, danger }) => {
    const className = icons
      ? danger
        ? ui.iconBtnDanger
        : ui.iconBtn
      : `${ui.btnGhost} ${danger ? 'text-danger hover:bg-danger/10' : ''}`;
    const content = (
      <>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {!icons && label}
      </>
    );
    const title = icons ? label : undefined;
    return to ? (
      <Link key={label} to={to} state={state} className={className} aria-label={name} title={title}>
        {content}
      </Link>
    ) : (
      <button
        key={label}
        type="button"
        className={className}
        aria-label={name}
        title={title}
        disabled={disabled}
        onClick={onClick}
      >
        {content}
      </button>
    );
  });
}
