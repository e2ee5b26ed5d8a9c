/**
 * The Addresses tab of My account (/profile?tab=addresses): the shopper's kept addresses (docs/api/addresses.md,
 * docs/decisions/109) — add, edit, remove (after asking), make one the default. Checkout step 2 offers them and
 * fills in the default. The form is checkout's own (AddressForm): the same fields, rule and messages.
 */
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Plus, Star, Trash2, type LucideIcon } from 'lucide-react';
import type { SavedAddressDto, SavedAddressBody } from '#domain/schemas/addresses';
import { ADDRESS_BOOK_LIMIT } from '#domain/address-book';
import { toast } from '#web/lib/toast';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useSession } from '#web/lib/session';
import { AddressForm, useAddressForm } from '#web/features/checkout/components/AddressForm';
import { addressFormValues, newAddressValues } from '#web/features/checkout/address-draft';
import { AddressOption } from '#web/features/checkout/components/AddressOption';
import {
  ADDRESS_BOOK_FALLBACKS,
  addressBookApi,
  addressBookQuery,
  storeAddresses,
} from '../address-book-api';
import { ProfileTabLoadFailed, ProfileTabLoading } from './ProfileTabStates';
import '#web/features/checkout/checkout.css';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export default function AddressBook() {
  const { user } = useSession();
  const userId = user?._id ?? '';
  const book = useQuery(addressBookQuery(userId));
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The card to focus once it is drawn (after a save, a cancel or a change of default). */
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(cardId(focusId))?.focus();
    setFocusId(null);
  }, [focusId, book.data, editing]);

  const change = useAddressChange(userId, (action) => {
    setConfirming(null);
    if (action.kind === 'default') setFocusId(action.id);
    else headingRef.current?.focus();
  });

  const addresses = book.data ?? [];
  const full = addresses.length >= ADDRESS_BOOK_LIMIT;

  return (
    <section aria-labelledby="address-book-title" className="space-y-6">
      <AddressBookHeading
        headingRef={headingRef}
        canAdd={editing?.kind !== 'new' && addresses.length > 0}
        full={full}
        onAdd={() => setEditing({ kind: 'new' })}
      />
      {book.isLoading ? (
        <ProfileTabLoading label="Loading your addresses…" />
      ) : book.isError ? (
        <ProfileTabLoadFailed
          message={errorMessage(book.error, ADDRESS_BOOK_FALLBACKS.load)}
          onRetry={() => void book.refetch()}
        />
      ) : (
        <>
          {(editing?.kind === 'new' || addresses.length === 0) && (
            <NewAddress
              userId={userId}
              first={addresses.length === 0}
              onDone={(id) => {
                setEditing(null);
                if (id) setFocusId(id);
              }}
            />
          )}
          {addresses.length > 0 && (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Saved addresses">
              {addresses.map((a) =>
                editing?.kind === 'edit' && editing.id === a._id ? (
                  <li key={a._id} className="border border-charcoal/60 bg-surface p-5 sm:p-6 md:col-span-2">
                    <h3 className="font-sans text-base font-medium">Edit address</h3>
                    <div className="mt-5">
                      <AddressEditor
                        userId={userId}
                        address={a}
                        onDone={() => {
                          setEditing(null);
                          setFocusId(a._id);
                        }}
                        cancellable
                      />
                    </div>
                  </li>
                ) : (
                  <AddressCard
                    key={a._id}
                    address={a}
                    busy={change.isPending}
                    confirming={confirming === a._id}
                    onEdit={() => {
                      setConfirming(null);
                      setEditing({ kind: 'edit', id: a._id });
                    }}
                    onMakeDefault={() => change.mutate({ kind: 'default', id: a._id })}
                    onAskRemove={() => setConfirming(a._id)}
                    onRemove={() => change.mutate({ kind: 'remove', id: a._id })}
                    onKeep={() => {
                      setConfirming(null);
                      setFocusId(a._id);
                    }}
                  />
                ),
              )}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

type AddressAction = { kind: 'default' | 'remove'; id: string };

/** Making an address the default, or removing it: the book as the reply has it, and its message in a toast. */
function useAddressChange(userId: string, onDone: (action: AddressAction) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AddressAction) =>
      action.kind === 'default' ? addressBookApi.makeDefault(action.id) : addressBookApi.remove(action.id),
    onSuccess: (reply, action) => {
      storeAddresses(queryClient, userId, reply.addresses);
      toast.success(reply.message);
      onDone(action);
    },
    onError: (err, action) =>
      toast.error(
        errorMessage(
          err,
          action.kind === 'remove' ? ADDRESS_BOOK_FALLBACKS.remove : ADDRESS_BOOK_FALLBACKS.save,
        ),
      ),
  });
}

function AddressBookHeading({
  headingRef,
  canAdd,
  full,
  onAdd,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  canAdd: boolean;
  full: boolean;
  onAdd: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="address-book-title" ref={headingRef} tabIndex={-1} className="text-3xl focus:outline-none">
            Addresses
          </h2>
          <p className="mt-1 text-sm text-muted">
            Kept for checkout, where the default is filled in for you.
          </p>
        </div>
        {canAdd && (
          <button
            type="button"
            className="btn-secondary"
            disabled={full}
            aria-describedby={full ? 'address-book-full' : undefined}
            onClick={onAdd}
          >
            <Plus aria-hidden="true" className="h-4 w-4" /> Add an address
          </button>
        )}
      </div>
      {full && (
        <p id="address-book-full" className="text-sm text-muted">
          Your address book holds {ADDRESS_BOOK_LIMIT} addresses, its most. Remove one to add another.
        </p>
      )}
    </>
  );
}

/** The form for a new address: the first one (not cancellable) or another. */
function NewAddress({
  userId,
  first,
  onDone,
}: {
  userId: string;
  first: boolean;
  onDone: (id?: string) => void;
}) {
  return (
    <div className="border border-line bg-surface p-5 sm:p-6">
      <h3 className="font-sans text-base font-medium">
        {first ? 'Add your first address' : 'A new address'}
      </h3>
      {first && (
        <p className="mt-1 text-sm text-muted">
          No addresses yet. The first one you keep becomes your default; addresses saved at checkout appear
          here too.
        </p>
      )}
      <div className="mt-5">
        <AddressEditor userId={userId} first={first} onDone={onDone} cancellable={!first} />
      </div>
    </div>
  );
}

const cardId = (id: string) => `address-${id}`;

function AddressCard({
  address: a,
  busy,
  confirming,
  onEdit,
  onMakeDefault,
  onAskRemove,
  onRemove,
  onKeep,
}: {
  address: SavedAddressDto;
  busy: boolean;
  confirming: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onAskRemove: () => void;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const titleId = useId();
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) removeRef.current?.focus();
  }, [confirming]);
  return (
    <li
      id={cardId(a._id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="saved-address"
      data-default={a.isDefault ? 'true' : 'false'}
      className={`flex flex-col border bg-surface p-5 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold ${
        a.isDefault ? 'border-gold' : 'border-line'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 font-sans text-base font-medium">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" />
          {a.fullName}
        </h3>
        {a.isDefault && (
          <span className="shrink-0 bg-charcoal px-2 py-0.5 text-[11px] font-medium uppercase tracking-[0.14em] text-ivory">
            Default
          </span>
        )}
      </div>
      <address className="mt-2 flex-1 text-sm not-italic leading-relaxed text-charcoal">
        {a.addressLine1}
        {a.addressLine2 ? (
          <>
            <br />
            {a.addressLine2}
          </>
        ) : null}
        <br />
        {a.city}, {a.state} {a.zipCode}
        <br />
        {a.country}
        <br />
        <span className="text-muted">Phone </span>
        {a.phoneNumber}
      </address>
      {confirming ? (
        <div role="group" aria-label="Remove this address?" className="mt-4 border-t border-line pt-3">
          <p className="text-sm font-medium">Remove this address?</p>
          {a.isDefault && (
            <p className="mt-1 text-xs text-muted">The most recently saved one left becomes the default.</p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              ref={removeRef}
              type="button"
              className="btn-primary min-h-[44px] px-4 py-2"
              disabled={busy}
              onClick={onRemove}
            >
              Remove
            </button>
            <button type="button" className="btn-secondary min-h-[44px] px-4 py-2" onClick={onKeep}>
              Keep
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-x-5 gap-y-1 border-t border-line pt-2 text-sm">
          <CardAction icon={Pencil} label="Edit" onClick={onEdit} describedBy={titleId} />
          {!a.isDefault && (
            <CardAction
              icon={Star}
              label="Make default"
              onClick={onMakeDefault}
              disabled={busy}
              describedBy={titleId}
            />
          )}
          <CardAction
            icon={Trash2}
            label="Remove"
            onClick={onAskRemove}
            disabled={busy}
            describedBy={titleId}
          />
        </div>
      )}
    </li>
  );
}

/** An address card's action (Edit, Make default, Remove), described by the card's title. */
function CardAction({
  icon: Icon,
  label,
  onClick,
  disabled,
  describedBy,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy: string;
}) {
  return (
    <button
      type="button"
      className="inline-flex min-h-[44px] items-center gap-1.5 font-medium text-gold-text underline-offset-4 hover:underline disabled:opacity-50"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {label}
    </button>
  );
}

function AddressEditor({
  userId,
  address,
  first = false,
  cancellable,
  onDone,
}: {
  userId: string;
  address?: SavedAddressDto;
  first?: boolean;
  cancellable: boolean;
  onDone: (id?: string) => void;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const form = useAddressForm(address ? addressFormValues(address) : newAddressValues(user));
  const [makeDefault, setMakeDefault] = useState(false);
  const [serverErrors, setServerErrors] = useState<Array<{ path: string; message: string }>>();
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: SavedAddressBody) =>
      address ? addressBookApi.update(address._id, body) : addressBookApi.add(body),
    onSuccess: (reply) => {
      storeAddresses(queryClient, userId, reply.addresses);
      toast.success(reply.message);
      onDone(reply.address?._id);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 400 && err.errors?.length) {
        setFormError(null);
        return setServerErrors(err.errors);
      }
      setFormError(errorMessage(err, ADDRESS_BOOK_FALLBACKS.save));
    },
  });

  return (
    <AddressForm
      form={form}
      label={address ? 'Edit address' : 'New address'}
      serverErrors={serverErrors}
      formError={formError}
      onValid={(value) => {
        setFormError(null);
        save.mutate({ ...value, ...(makeDefault ? { isDefault: true } : {}) });
      }}
      actions={
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save address'}
          </button>
          {cancellable && (
            <button type="button" className="btn-secondary" onClick={() => onDone()}>
              Cancel
            </button>
          )}
        </div>
      }
    >
      {!first && !address?.isDefault && (
        <AddressOption label="Make this my default address" checked={makeDefault} onChange={setMakeDefault} />
      )}
    </AddressForm>
  );
}
