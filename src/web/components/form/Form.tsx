/**
 * A kit form: `method="post"` (nothing typed ever lands in an address or a server log, even before the app is
 * live — src/web/before-hydration.ts holds the submit), `noValidate` (the schema's messages, not the browser's),
 * and the density for every field inside.
 */
import type { FormHTMLAttributes, Ref } from 'react';
import { DensityContext, type Density } from './density';

export function Form({
  density = 'comfortable',
  ref,
  children,
  ...form
}: FormHTMLAttributes<HTMLFormElement> & { density?: Density; ref?: Ref<HTMLFormElement> }) {
  return (
    <DensityContext value={density}>
      <form ref={ref} method="post" noValidate {...form}>
        {children}
      </form>
    </DensityContext>
  );
}
