/** Sign-up's "I agree to the Terms & Conditions and the Privacy Policy" (both open in a new tab), and its error. */
import type { InputHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';

export function TermsCheckbox({
  error,
  ...input
}: { error?: string | undefined; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-charcoal"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
          {...input}
        />
        <span>
          I agree to the{' '}
          <Link to="/terms-and-conditions" target="_blank" rel="noopener" className="link underline">
            Terms &amp; Conditions
          </Link>{' '}
          and the{' '}
          <Link to="/privacy-policy" target="_blank" rel="noopener" className="link underline">
            Privacy Policy
          </Link>
          .
        </span>
      </label>
      {error && (
        <p id="terms-error" role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
