/**
 * Email and password → POST /api/auth/login-user → the session is stored, the session listeners run (the cart
 * merges the guest cart) and `onSuccess` is called. Used by /login and by checkout step 1 (`variant="checkout"`
 * switches to the checkout's fallback messages of docs/shop/storefront.md §8).
 *
 * The form is on those pages' first load, so it arrives as its markup only; the first touch loads the real kit
 * form (login-form-live.tsx) — FirstTouchForm, docs/decisions/123.
 */
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import type { LoginBody } from '#domain/schemas/auth';
import { FirstTouchForm, placeholderForm } from '#web/components/form/FirstTouchForm';
import { LoginFormView, type LoginFormProps } from './login-form-view';

const loadLive = () => import('./login-form-live').then((m) => m.LoginFormLive);

export function LoginForm(props: LoginFormProps) {
  const offline = props.variant === 'checkout' ? AUTH_FALLBACKS.checkoutLoginError : AUTH_FALLBACKS.login;
  return (
    <FirstTouchForm
      load={loadLive}
      props={props}
      placeholder={({ failed }) => (
        <LoginFormView
          form={placeholderForm<LoginBody>({ email: props.defaultEmail ?? '', password: '' })}
          formError={failed ? offline : null}
        />
      )}
    />
  );
}
