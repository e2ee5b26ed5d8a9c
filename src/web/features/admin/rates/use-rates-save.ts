/**
 * What the Metal rates form sends (docs/decisions/096-metal-rates-screens.md): the confirmed changes, or today's
 * rates again as they are ("Confirm today's rates"). A save resets the form to the rates as saved and toasts; a
 * refusal is said in the form's error summary, and the server's per-rate messages land under their rates.
 */
import type { FieldPath } from 'react-hook-form';
import { RATE_KEYS, rateKeyId } from '#domain/pricing';
import { RATE_MESSAGES, type RateDto, type RatesReply } from '#domain/schemas/rates';
import type { KitForm } from '#web/components/form';
import { ApiError } from '#web/lib/api-client';
import { RATES_SAVE_FAILED, useUpdateRates } from '../api/update-rates';
import { notify } from '../lib/notify';
import { formValuesFrom, type RateChange, type RateFormValues } from './rate-form-model';

const RATES_CONFIRMED = "Today's rates confirmed: unchanged.";

/** Indices in RATE_KEYS of the sent rates, so the server's `rates.0.ratePerGram` lands on the right field. */
const fieldIndexOf = (change: RateChange) =>
  RATE_KEYS.findIndex((k) => rateKeyId(k) === rateKeyId(change.key));

export function useRatesSave(
  form: KitForm<RateFormValues, unknown>,
  rates: RateDto[],
  { refused, closeChanges }: { refused: (message: string) => void; closeChanges: () => void },
) {
  const save = useUpdateRates();
  const saved = (reply: RatesReply, message: string) => {
    form.reset(formValuesFrom(reply.rates));
    notify.success(message);
  };
  const refusal = (err: unknown) =>
    refused(err instanceof ApiError && err.status > 0 ? err.message : RATES_SAVE_FAILED);

  /**
   * Rates that really did not move today: sent again as they are, so "last set" moves to today (the server writes
   * no history row for an unchanged rate) and the dashboard stops warning.
   */
  const confirmUnchanged = () =>
    save.mutate(
      { rates: rates.map((r) => ({ metal: r.metal, purity: r.purity, ratePerGram: r.ratePerGram })) },
      { onSuccess: (reply) => saved(reply, RATES_CONFIRMED), onError: refusal },
    );

  const confirm = (changes: RateChange[]) =>
    save.mutate(
      { rates: changes.map((c) => ({ metal: c.key.metal, purity: c.key.purity, ratePerGram: c.newRate })) },
      {
        onSuccess: (reply) => {
          closeChanges();
          saved(reply, RATE_MESSAGES.saved);
        },
        onError: (err) => {
          closeChanges();
          refusal(err);
          if (!(err instanceof ApiError)) return;
          for (const e of err.errors ?? []) {
            const sent = /^rates\.(\d+)/.exec(e.path);
            const change = sent ? changes[Number(sent[1])] : undefined;
            if (change)
              form.setError(`rates.${fieldIndexOf(change)}.ratePerGram` as FieldPath<RateFormValues>, {
                type: 'server',
                message: e.message,
              });
          }
        },
      },
    );

  return { confirm, confirmUnchanged, busy: save.isPending };
}
