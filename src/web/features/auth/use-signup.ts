/**
 * /signup's form: POST /api/auth/register-user, then /login with the e-mail filled in and where the shopper was
 * going (docs/decisions/020-sign-up-then-login.md). `?email=` fills the e-mail: the thank-you page's and the order
 * mail's offer to a guest (docs/decisions/108).
 */
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast';
import type { SignupForm } from '#domain/schemas/auth';
import { AUTH_FALLBACKS } from '#domain/auth-messages';
import { errorMessage } from '#web/lib/api-client';
import { useForm } from '#web/components/form';
import { authApi, showServerFieldErrors, useFormFailure } from './api';
import type { AuthLocationState } from './redirect-target';

const FIELDS = ['name', 'phone', 'email', 'password', 'confirmPassword', 'terms'] as const;

export function useSignup() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as AuthLocationState | null)?.from;
  const [params] = useSearchParams();
  const failure = useFormFailure();
  const form = useForm<SignupForm>({
    schema: () => import('#domain/schemas/auth').then((m) => m.SignupForm),
    defaultValues: {
      name: '',
      phone: '',
      email: params.get('email') ?? '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });

  const onSubmit = form.handleSubmit(async ({ name, phone, email, password }) => {
    failure.clear();
    try {
      const reply = await authApi.registerUser({ name, phone, email, password }, AUTH_FALLBACKS.signup);
      toast.success(reply.message);
      navigate('/login', {
        state: { email: reply.user.email, signedUp: true, from } satisfies AuthLocationState,
      });
    } catch (err) {
      showServerFieldErrors(err, form.setError, FIELDS);
      failure.fail(errorMessage(err, AUTH_FALLBACKS.signup));
    }
  });

  return { form, onSubmit, formError: failure.formError, from };
}
