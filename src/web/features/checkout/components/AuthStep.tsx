/**
 * Checkout step 1 (docs/shop/storefront.md §2 "Checkout"): log in, or register without leaving the checkout — or
 * continue as a guest with an e-mail (issue 17, docs/decisions/108). Log-in and register store the session and
 * run the session listeners — the guest cart is merged into the account's cart before the step completes; a
 * guest's e-mail completes the step for the tab (guest-checkout.ts). Either way the page moves on to Shipping by
 * itself.
 */
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import { CHECKOUT_MESSAGES } from '#domain/payment-constants';
import { LoginForm } from '#web/features/auth/components/LoginForm';
import { CheckoutRegisterForm } from '#web/features/auth/components/CheckoutRegisterForm';
import { looksLikeEmail, setGuestCheckoutEmail } from '../guest-checkout';
import { TextField } from '#web/components/form/fields';

type Mode = 'login' | 'register';

export function AuthStep() {
  const [mode, setMode] = useState<Mode>('login');
  const refs = useRef<Record<Mode, HTMLButtonElement | null>>({ login: null, register: null });
  // WAI-ARIA tabs: arrow keys (and Home/End) move between the two tabs and select them.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next: Mode | null =
      e.key === 'ArrowRight' || e.key === 'ArrowLeft'
        ? mode === 'login'
          ? 'register'
          : 'login'
        : e.key === 'Home'
          ? 'login'
          : e.key === 'End'
            ? 'register'
            : null;
    if (!next) return;
    e.preventDefault();
    setMode(next);
    refs.current[next]?.focus();
  };
  const tab = (m: Mode, label: string) => (
    <button
      ref={(el) => {
        refs.current[m] = el;
      }}
      type="button"
      role="tab"
      id={`checkout-auth-${m}`}
      aria-selected={mode === m}
      aria-controls={`checkout-auth-${m}-panel`}
      tabIndex={mode === m ? 0 : -1}
      onKeyDown={onKeyDown}
      onClick={() => setMode(m)}
      className={`flex-1 border-b-2 px-3 py-3 text-sm font-medium uppercase tracking-[0.12em] transition-colors ${
        mode === m ? 'border-charcoal text-charcoal' : 'border-transparent text-muted hover:text-charcoal'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-10">
      <div className="min-w-0">
        <p className="mb-5 text-sm text-muted">
          Log in or create an account to check out. Your bag comes with you.
        </p>
        <div role="tablist" aria-label="Log in or register" className="mb-6 flex border-b border-line">
          {tab('login', 'Login')}
          {tab('register', 'Register')}
        </div>
        <div
          role="tabpanel"
          id={`checkout-auth-${mode}-panel`}
          aria-labelledby={`checkout-auth-${mode}`}
          className="max-w-md"
        >
          {mode === 'login' ? (
            <LoginForm variant="checkout" onSuccess={() => undefined} />
          ) : (
            <CheckoutRegisterForm onSuccess={() => undefined} />
          )}
        </div>
      </div>
      <GuestForm />
    </div>
  );
}

/** 'Continue as guest': an e-mail for the confirmation and tracking; no account, no password. */
function GuestForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const headingId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = email.trim();
    const problem = !value
      ? CHECKOUT_MESSAGES.guestEmailRequired
      : !looksLikeEmail(value)
        ? CHECKOUT_MESSAGES.guestEmailInvalid
        : undefined;
    setError(problem);
    if (problem) {
      e.currentTarget.querySelector('input')?.focus();
      return;
    }
    setGuestCheckoutEmail(value);
  };
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 self-start border-t border-line pt-8 md:border-l md:border-t-0 md:pl-10 md:pt-0"
    >
      <h3 id={headingId} className="font-display text-2xl text-charcoal">
        Continue as guest
      </h3>
      <p className="mt-2 text-sm text-muted">
        No account needed. We send your order confirmation and a tracking link to this address; you can create
        an account afterwards.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-5 max-w-md space-y-4"
        data-testid="guest-checkout-form"
      >
        <TextField
          label="E-mail for your order"
          type="email"
          name="guestEmail"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className="btn-secondary w-full">
          Continue as guest <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </section>
  );
}
