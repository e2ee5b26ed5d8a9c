/**
 * A list's Delete, declared (docs/decisions/121): the row's Delete action beside its own ones, and the
 * "Are you sure…?" dialog it opens.
 */
import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RowActions, type RowAction } from './RowActions';

interface Row {
  _id: string;
}

/** Delete, asked first: 'Are you sure you want to delete this {noun}?' */
export interface RemoveSpec<T> {
  noun: string;
  /** The dialog's own question, in place of 'Are you sure you want to delete this {noun}?'. */
  title?: string;
  /** The row's name: the button's 'Delete {name}' and the dialog's first words. */
  name: (row: T) => string;
  /** Classes of the name at the dialog's start (a code's monospace). */
  nameClassName?: string;
  /** What follows the name in the dialog: 'will be removed. …'. */
  describe: (row: T) => ReactNode;
  mutation: { isPending: boolean; mutate: (id: string, options: { onSettled: () => void }) => void };
  /** Why this row cannot be deleted here, said in place of the button (your own account). */
  refuse?: (row: T) => string | undefined;
}

/** The row whose deletion is being asked about, and each row's actions cell (its own actions, then Delete). */
export function useRowActions<T extends Row>(
  rowActions: ((row: T) => RowAction[]) | undefined,
  remove: RemoveSpec<T> | undefined,
) {
  const [target, setTarget] = useState<T | null>(null);
  const actions =
    rowActions || remove
      ? (row: T) => {
          const refusal = remove?.refuse?.(row);
          const del: RowAction[] =
            remove && !refusal
              ? [
                  {
                    label: 'Delete',
                    name: `Delete ${remove.name(row)}`,
                    icon: Trash2,
                    danger: true,
                    onClick: () => setTarget(row),
                  },
                ]
              : [];
          return (
            <>
              <RowActions actions={[...(rowActions?.(row) ?? []), ...del]} />
              {refusal && <span className="text-xs text-muted">{refusal}</span>}
            </>
          );
        }
      : undefined;
  return { target, setTarget, actions };
}

export function RemoveDialog<T extends Row>({
  remove,
  target,
  onClose,
}: {
  remove: RemoveSpec<T>;
  target: T | null;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title={remove.title ?? `Are you sure you want to delete this ${remove.noun}?`}
      description={
        target && (
          <p>
            <strong className={`text-charcoal ${remove.nameClassName ?? ''}`.trim()}>
              {remove.name(target)}
            </strong>{' '}
            {remove.describe(target)}
          </p>
        )
      }
      busy={remove.mutation.isPending}
      onConfirm={() => target && remove.mutation.mutate(target._id, { onSettled: onClose })}
    />
  );
}
