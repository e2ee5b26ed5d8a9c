/**
 * "Applies to" of the discount form: every piece, or only pieces in the ticked categories (loaded when that is
 * chosen). Its message shows under the group; the summary's button for it focuses "Every piece".
 */
import { Checkbox, type KitForm } from '#web/components/form';
import { useCategories } from '../api/get-categories';
import { ui } from '../components/ui';
import { useDiscountScope } from './use-discount-form';
import type { DiscountFormValues } from './form-model';

function CategoryChoices({
  categories,
  chosen,
  onToggle,
}: {
  categories: ReturnType<typeof useCategories>;
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <div className="mt-3 grid gap-2 rounded-[2px] border border-line p-3 sm:grid-cols-2">
      {categories.isPending ? (
        <p className="text-sm text-muted">Loading categories…</p>
      ) : categories.isError ? (
        <p className="text-sm text-danger">Failed to load categories.</p>
      ) : (
        categories.data.categories.map((c) => (
          <Checkbox
            key={c._id}
            label={c.name}
            checked={chosen.includes(c._id)}
            onChange={(e) => onToggle(c._id, e.target.checked)}
          />
        ))
      )}
      {!chosen.length && (
        <p className="text-xs text-muted sm:col-span-2">None ticked yet: the code applies to every piece.</p>
      )}
    </div>
  );
}

export function DiscountScopeField({
  form,
  defaults,
  name,
}: {
  form: KitForm<DiscountFormValues, unknown>;
  defaults: DiscountFormValues;
  /** The radio group's name; `${name}-all` is the first radio's id. */
  name: string;
}) {
  const { scope, setScope, chosen, toggleCategory } = useDiscountScope(form, defaults);
  // Loaded with the form, so the list is there when "Only pieces in these categories" is chosen.
  const categories = useCategories();
  const error = form.formState.errors.categoryIds?.message;
  const radio = (value: 'all' | 'some', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        id={value === 'all' ? `${name}-all` : undefined}
        type="radio"
        name={name}
        className="h-4 w-4 accent-charcoal"
        checked={scope === value}
        onChange={() => setScope(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={ui.label}>Applies to</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {radio('all', 'Every piece')}
        {radio('some', 'Only pieces in these categories')}
      </div>
      {scope === 'some' && (
        <CategoryChoices categories={categories} chosen={chosen} onToggle={toggleCategory} />
      )}
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-1 text-[13px] text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
