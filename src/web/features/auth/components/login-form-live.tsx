/** The log-in form's logic (LoginForm.tsx): the kit form that takes over from its markup on the first touch. */
import { toast } from '#web/lib/toast';
import { AUTH_FALLBACKS, AUTH_REPLIES } from '#domain/auth-messages';
import type { LoginBody } from '#domain/schemas/auth';
import { errorMessage } from '#web/lib/api-client';
import { useForm } from '#web/components/form';
import type { LiveFormProps } from '#web/components/form/FirstTouchForm';
import { authApi, isNetworkError, useFormFailure } from '../api';
import { signIn } from '../session-actions';
import { LoginFormView, type LoginFormProps } from './login-form-view';

export function LoginFormLive({
  onSuccess,
  variant = 'page',
  initialValues,
}: LoginFormProps & LiveFormProps) {
  const failure = useFormFailure();
  const form = useForm<LoginBody>({
    schema: () => import('#domain/schemas/auth').then((m) => m.LoginBody),
    defaultValues: { email: initialValues.email ?? '', password: initialValues.password ?? '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    const fallback = variant === 'checkout' ? AUTH_FALLBACKS.checkoutLogin : AUTH_FALLBACKS.login;
    try {
      const reply = await authApi.login(values, fallback);
      await signIn(reply.user);
      toast.success(reply.message || AUTH_REPLIES.loggedIn);
      onSuccess(reply.user);
    } catch (err) {
      failure.fail(
        variant === 'checkout' && isNetworkError(err)
          ? AUTH_FALLBACKS.checkoutLoginError
          : errorMessage(err, fallback),
      );
    }
  });

  return <LoginFormView form={form} formError={failure.formError} onSubmit={onSubmit} />;
}
