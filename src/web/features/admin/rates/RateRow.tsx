/**
 * One rate of the Metal rates form (docs/decisions/096-metal-rates-screens.md): its metal and purity, the rate per
 * gram (₹ … /g, rewritten with Indian grouping when left), its message or the change it makes (was, by how much),
 * and when it was last set and by whom.
 */
import { useWatch } from 'react-hook-form';
import type { RateKey } from '#domain/pricing';
import type { RateDto } from '#domain/schemas/rates';
import { toNumberish } from '#domain/schemas/admin-fields';
import { hasAtMostTwoDecimals } from '#domain/money';
import type { KitForm } from '#web/components/form';
import { formatRatePerGram, rateFieldText, rateKeyLabel } from '#web/lib/rate-format';
import { ui } from '../components/ui';
import { formatDateTime } from '../lib/format';
import { deltaText, rateDelta, type RateFormValues } from './rate-form-model';

interface RateRowProps {
  form: KitForm<RateFormValues, unknown>;
  index: number;
  rateKey: RateKey;
  /** The rate as the server has it; undefined for a key never set. */
  rate: RateDto | undefined;
  /** Who last set it, when the history says. */
  by: string | undefined;
}

/** The typed number when it is a valid rate that differs from the saved one. */
function useChangedValue({ form, index, rate }: RateRowProps, error: string | undefined) {
  const typed = useWatch({ control: form.control, name: `rates.${index}.ratePerGram` });
  const value = toNumberish(typed ?? '');
  const changed =
    !error && typeof value === 'number' && Number.isFinite(value) && value > 0 && value !== rate?.ratePerGram;
  return changed ? value : null;
}

function RateInput({ form, index, rate, id, error, changed }: RateRowProps & RateMessageIds) {
  const field = form.register(`rates.${index}.ratePerGram`);
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-muted"
      >
        ₹
      </span>
      <input
        id={id}
        {...field}
        onBlur={(e) => {
          // A valid number is rewritten with Indian grouping (11780.5 → 11,780.50).
          const n = toNumberish(e.target.value);
          if (typeof n === 'number' && n > 0 && hasAtMostTwoDecimals(n))
            form.setValue(`rates.${index}.ratePerGram`, rateFieldText(n));
          void field.onBlur(e);
        }}
        inputMode="decimal"
        autoComplete="off"
        placeholder={rate ? undefined : 'Not set'}
        className={`${ui.input} pl-6 pr-9 text-right tabular-nums`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-set${error ? ` ${id}-error` : changed ? ` ${id}-change` : ''}`}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-muted"
      >
        /g
      </span>
    </div>
  );
}

interface RateMessageIds {
  id: string;
  error: string | undefined;
  changed: boolean;
}

function RateChangeNote({ id, rate, value }: { id: string; rate: RateDto | undefined; value: number }) {
  const delta = rateDelta(rate?.ratePerGram ?? null, value);
  return (
    <p id={`${id}-change`} className="mt-1 text-xs text-gold-text" data-testid={`${id}-change`}>
      {rate ? (
        <>
          Was {formatRatePerGram(rate.ratePerGram)}
          {delta && <> · {deltaText(delta)}</>}
        </>
      ) : (
        'First rate for this metal'
      )}
    </p>
  );
}

function LastSet({ id, rate, by }: { id: string; rate: RateDto | undefined; by: string | undefined }) {
  return (
    <p id={`${id}-set`} className="text-xs text-muted sm:pt-2">
      {rate ? (
        <>
          <span className="sm:hidden">Last set </span>
          {formatDateTime(rate.updatedAt)}
          {by && <> by {by}</>}
        </>
      ) : (
        'Never set'
      )}
    </p>
  );
}

export function RateRow(props: RateRowProps) {
  const { form, index, rateKey, rate, by } = props;
  const id = `rate-${rateKey.metal}-${rateKey.purity}`;
  const error = form.formState.errors.rates?.[index]?.ratePerGram?.message;
  const value = useChangedValue(props, error);
  return (
    <li className="grid gap-x-4 gap-y-1.5 py-3 sm:grid-cols-[9rem_14rem_1fr] sm:items-start">
      <label htmlFor={id} className="pt-1.5 font-medium text-charcoal">
        {rateKeyLabel(rateKey)}
        <span className="sr-only">, rupees per gram</span>
      </label>
      <div>
        <RateInput {...props} id={id} error={error} changed={value !== null} />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-[13px] text-danger">
            {error}
          </p>
        ) : (
          value !== null && <RateChangeNote id={id} rate={rate} value={value} />
        )}
      </div>
      <LastSet id={id} rate={rate} by={by} />
    </li>
  );
}
