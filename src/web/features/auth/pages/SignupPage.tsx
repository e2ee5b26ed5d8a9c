/**
 * /signup (docs/shop/storefront.md §2): Full Name, Phone Number, Email, Password, Confirm Password, the Terms &
 * Conditions checkbox, Create Account and a link to login. After sign-up the shopper goes to /login with the
 * e-mail filled in (docs/decisions/020-sign-up-then-login.md; the form's logic is use-signup.ts).
 */
import { usePageTitle } from '#web/components/usePageTitle';
import { FormError } from '#web/components/form';
import { AuthShell } from '../components/AuthShell';
import {
  ChoosePasswordField,
  ConfirmPasswordField,
  EmailField,
  FullNameField,
  PhoneField,
} from '../components/AccountFields';
import { SubmitButton } from '../components/SubmitButton';
import { TermsCheckbox } from '../components/TermsCheckbox';
import { useSignup } from '../use-signup';

export default function SignupPage() {
  usePageTitle('Create an account');
  const { form, onSubmit, formError, from } = useSignup();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <AuthShell
      eyebrow="Join Aurelia"
      title="Create an account"
      intro={<p>One account for your orders, your wishlist and your viewing appointments.</p>}
      footer={{
        question: 'Already have an account?',
        to: '/login',
        label: 'Login',
        state: from ? { from } : undefined,
      }}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create an account">
        <FullNameField error={errors.name?.message} {...register('name')} />
        <PhoneField placeholder="+91 98200 12345" error={errors.phone?.message} {...register('phone')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <ChoosePasswordField error={errors.password?.message} {...register('password')} />
          <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        </div>
        <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
        <FormError message={formError} />
        <SubmitButton busy={isSubmitting} busyText="Creating account…">
          Create Account
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
