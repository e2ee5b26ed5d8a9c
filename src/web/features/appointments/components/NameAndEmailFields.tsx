/** The name and e-mail pair both service forms open with (the contact form and the virtual viewing request). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/form/fields';

type Registered = UseFormRegisterReturn & { error: string | undefined };

export function NameAndEmailFields({ name, email }: { name: Registered; email: Registered }) {
  return (
    <>
      <TextField label="Name" autoComplete="name" {...name} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...email} />
    </>
  );
}
