/**
 * The frame of the account pages (sign-up, login, forgot and reset password, the mailed links' pages): on wide
 * screens a quiet brand panel beside the form, on phones the form alone. Also the state of a mailed link's page
 * (`useMailedLink`), kept here rather than in a file of its own: a module shared by two lazy pages is a chunk of
 * its own, named in every page's first download (docs/decisions/128).
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '#web/lib/api-client';
import { BRAND } from '#domain/brand';

/** The line under the form that leads to the neighbouring account page: "New to Aurelia? Create an account". */
export interface AuthShellFooter {
  question: string;
  to: string;
  label: string;
  /** Carried to that page (where to go after signing in). */
  state?: unknown;
}

/** What the brand panel promises an account holder. */
const ACCOUNT_PERKS = [
  'Follow every order from our atelier to your door.',
  'Keep a wishlist across your devices.',
  'Book a private virtual viewing with our specialists.',
];

export function AuthShell({
  eyebrow,
  title,
  intro,
  children,
  footer,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: AuthShellFooter;
}) {
  return (
    <section className="container-page py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden border border-line bg-surface lg:grid-cols-[5fr_6fr]">
        <aside
          aria-hidden="true"
          className="relative hidden flex-col justify-between bg-gold-tint/70 p-10 lg:flex"
        >
          <div>
            <p className="eyebrow">{BRAND.name}</p>
            <p className="mt-6 font-display text-4xl leading-tight">Made to order, made to last.</p>
          </div>
          <ul className="space-y-3 text-sm text-muted">
            {ACCOUNT_PERKS.map((perk) => (
              <li key={perk} className="flex gap-3">
                <span className="mt-2 h-1.5 w-1.5 shrink-0 rotate-45 bg-gold" />
                {perk}
              </li>
            ))}
          </ul>
        </aside>
        <div className="px-5 py-8 xs:px-6 sm:px-10 sm:py-12">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-2 text-4xl">{title}</h1>
          {intro && <div className="mt-3 text-muted">{intro}</div>}
          <div className="mt-8">{children}</div>
          {footer && (
            <div className="mt-8 border-t border-line pt-6 text-sm text-muted">
              <p>
                {footer.question}{' '}
                <Link
                  to={footer.to}
                  state={footer.state}
                  className="link font-medium text-charcoal underline"
                >
                  {footer.label}
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * A mailed link's page that acts on a press, not on page load (a mail scanner that opens links changes nothing):
 * ready → sending → done with what the call answered, or failed with its message (the e-mail change link, 088;
 * the join-orders link, 108).
 */
export type MailedLinkState<T> =
  { step: 'ready' | 'sending' } | { step: 'done'; value: T } | { step: 'failed'; message: string };

/** `invalid`: the link is known to be bad before any call (it starts failed with that message). */
export function useMailedLink<T>(action: () => Promise<T>, failedMessage: string, invalid?: string) {
  const [state, setState] = useState<MailedLinkState<T>>(
    invalid ? { step: 'failed', message: invalid } : { step: 'ready' },
  );
  async function press() {
    setState({ step: 'sending' });
    try {
      setState({ step: 'done', value: await action() });
    } catch (err) {
      setState({ step: 'failed', message: errorMessage(err, failedMessage) });
    }
  }
  return [state, press] as const;
}
