/**
 * The form kit (docs/decisions/123): every form of the storefront and the back office. `useForm` is
 * react-hook-form with the domain's zod schema loaded on first validation; the fields share one frame (label,
 * hint, error, aria wiring) in two densities.
 *
 * Code on a storefront page's first load imports the field files themselves (`form/fields`, `form/FormError`,
 * `form/FirstTouchForm`), never this index: it re-exports `useForm`, which brings react-hook-form.
 */
export { useForm, type KitForm, type KitFormOptions } from './use-form';
export {
  lazyZodResolver,
  type SchemaIssue,
  type SchemaLoader,
  type SchemaOptions,
} from './lazy-zod-resolver';
export { Form } from './Form';
export { DensityContext, useDensity, type Density } from './density';
export { FieldFrame, fieldAria, type FieldProps } from './FieldFrame';
export { TextField, TextAreaField, SelectField } from './fields';
export { PasswordField } from './PasswordField';
export { Checkbox } from './Checkbox';
export { FormError } from './FormError';
export { FirstTouchForm, placeholderForm, type FormView, type LiveFormProps } from './FirstTouchForm';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
export { useErrorSummary } from './use-error-summary';
export { flattenErrors, type SummaryItem } from './error-paths';
