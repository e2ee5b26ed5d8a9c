/**
 * The account forms' fields, worded and filled in alike everywhere (sign-up, the profile, forgot and reset
 * password, track order): each takes the kit field's props (`register(...)`, `error`, a hint) and sets its label,
 * type and autocomplete. They import the kit's field files, not its index, so no react-hook-form comes with them.
 * The first-load log-in and checkout register views (login-form-view, checkout-register-form-view) write the same
 * fields out with the kit instead: importing this module there makes it a chunk of its own, one more file (and
 * ~0.4 KB gzip) in /login's and /checkout's first load.
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
