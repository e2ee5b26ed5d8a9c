/**
 * The account forms' fields, worded and filled in alike everywhere (sign-up, log-in, checkout's register, the
 * profile, forgot and reset password): each takes the kit field's props (`register(...)`, `error`, a hint) and
 * sets its label, type and autocomplete. They import the kit's field files, not its index, so a first-load form
 * (LoginForm, CheckoutRegisterForm) brings no react-hook-form.
 */
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '#web/components/form/fields';
import { PasswordField } from '#web/components/form/PasswordField';

type TextProps = Omit<ComponentProps<typeof TextField>, 'label'>;
type PasswordProps = Omit<ComponentProps<typeof PasswordField>, 'label'> & { label?: ReactNode };

export const FullNameField = (props: TextProps) => (
  <TextField label="Full Name" autoComplete="name" {...props} />
);

export const EmailField = (props: TextProps) => (
  <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />
);

export const PhoneField = (props: TextProps) => (
  <TextField label="Phone Number" type="tel" autoComplete="tel" inputMode="tel" {...props} />
);

export const CurrentPasswordField = ({ label = 'Current Password', ...props }: PasswordProps) => (
  <PasswordField label={label} autoComplete="current-password" {...props} />
);

/** A password being chosen ('Password' at sign-up, 'New Password' at a reset or change). */
export const NewPasswordField = ({ label = 'New Password', ...props }: PasswordProps) => (
  <PasswordField label={label} autoComplete="new-password" {...props} />
);

/** Sign-up's and checkout's new password, with the rule beside it. */
export const ChoosePasswordField = (props: PasswordProps) => (
  <NewPasswordField label="Password" hint="At least 8 characters." {...props} />
);

export const ConfirmPasswordField = ({ label = 'Confirm Password', ...props }: PasswordProps) => (
  <NewPasswordField label={label} {...props} />
);
