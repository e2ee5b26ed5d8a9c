/**
 * Checkout step 1's "new here" form: name, email, password, confirm password (all required, passwords must
 * match — the server checks the same) → POST /api/auth/register → signed in, session listeners run, toast
 * 'Registration successful! You are now logged in.', then `onSuccess`.
 *
 * On checkout's first load it arrives as its markup only; the first touch loads the real kit form
 * (checkout-register-form-live.tsx) — FirstTouchForm, docs/decisions/123.
 */
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import { FirstTouchForm, placeholderForm } from '#web/components/form/FirstTouchForm';
import {
  CheckoutRegisterFormView,
  EMPTY_REGISTRATION,
  type CheckoutRegisterFormProps,
} from './checkout-register-form-view';

const loadLive = () => import('./checkout-register-form-live').then((m) => m.CheckoutRegisterFormLive);

export function CheckoutRegisterForm(props: CheckoutRegisterFormProps) {
  return (
    <FirstTouchForm
      load={loadLive}
      props={props}
      placeholder={({ failed }) => (
        <CheckoutRegisterFormView
          form={placeholderForm(EMPTY_REGISTRATION)}
          formError={failed ? AUTH_FALLBACKS.checkoutRegisterError : null}
        />
      )}
    />
  );
}
