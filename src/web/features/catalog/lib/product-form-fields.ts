/** Reading the product form (docs/decisions/115): its fields by name, and whether two choices are the same. */
import type { Choice } from './variant-options';

export const sameChoice = (a: Choice, b: Choice) =>
  a.material === b.material && a.purity === b.purity && a.size === b.size;

/** A form's fields, read by name (FormData holds strings here: the form has no file field). */
export const formFields = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    get: (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : null;
    },
  };
};
