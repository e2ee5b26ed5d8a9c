/** Checkout's register form's logic (CheckoutRegisterForm.tsx): the kit form that takes over on the first touch. */
import { toast } from '#web/lib/toast';
import { AUTH_FALLBACKS, AUTH_REPLIES } from '#domain/auth-messages';
import type { CheckoutRegisterBody } from '#domain/schemas/auth';
import { errorMessage } from '#web/lib/api-client';
import { useForm } from '#web/components/form';
import type { LiveFormProps } from '#web/components/form/FirstTouchForm';
import { authApi, isNetworkError, showServerFieldErrors, useFormFailure } from '../api';
import { signIn } from '../session-actions';
import {
  CheckoutRegisterFormView,
  EMPTY_REGISTRATION,
  type CheckoutRegisterFormProps,
} from './checkout-register-form-view';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

export function CheckoutRegisterFormLive({
  onSuccess,
  initialValues,
}: CheckoutRegisterFormProps & LiveFormProps) {
  const failure = useFormFailure();
  const form = useForm<CheckoutRegisterBody>({
    schema: () => import('#domain/schemas/auth').then((m) => m.CheckoutRegisterBody),
    defaultValues: { ...EMPTY_REGISTRATION, ...initialValues },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      const reply = await authApi.registerAtCheckout(values, AUTH_FALLBACKS.checkoutRegister);
      await signIn(reply.user);
      toast.success(AUTH_REPLIES.registeredAtCheckout);
      onSuccess(reply.user);
    } catch (err) {
      showServerFieldErrors(err, form.setError, FIELDS);
      failure.fail(
        isNetworkError(err)
          ? AUTH_FALLBACKS.checkoutRegisterError
          : errorMessage(err, AUTH_FALLBACKS.checkoutRegister),
      );
    }
  });

  return <CheckoutRegisterFormView form={form} formError={failure.formError} onSubmit={onSubmit} />;
}
