/**
 * Checkout step 1 (storefront.md §2 "Checkout"): log in, or register without leaving the checkout. Both store
 * the session and run the session listeners — the guest cart is merged into the account's cart before the
 * step completes — and the page moves on to Shipping by itself.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { LoginForm } from '../../auth/components/LoginForm';
import { CheckoutRegisterForm } from '../../auth/components/CheckoutRegisterForm';

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
    <div>
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
  );
}
