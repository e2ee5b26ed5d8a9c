/** A form-level message (the server's refusal that names no field), announced. */
import { useLook, type Density } from './density';

export function FormError({ message, density }: { message: string | null | undefined; density?: Density }) {
  const look = useLook(density);
  if (!message) return null;
  return (
    <p role="alert" className={look.formMessage}>
      {message}
    </p>
  );
}
