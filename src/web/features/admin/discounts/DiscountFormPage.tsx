/**
 * /admin/discounts/new and /admin/discounts/{id}: the discount form, empty or with the stored code (loaded by the
 * id in the URL). Saved → a toast and back to the list.
 */
import { useNavigate, useParams } from 'react-router';
import { DISCOUNT_ADMIN_MESSAGES } from '#domain/discounts';
import { errorMessage } from '#web/lib/api-client';
import { shopTimeZone } from '#web/lib/shop-time';
import { DISCOUNT_LOAD_FAILED, useDiscount } from '../api/get-discount';
import { useSaveDiscount } from '../api/save-discount';
import { LoadError, Loading } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { notify } from '../lib/notify';
import { DiscountForm } from './DiscountForm';
import { EMPTY_DISCOUNT, toFormValues } from './form-model';
import { BackLink } from '../components/HeaderLinks';

const back = <BackLink to="/admin/discounts">Discount codes</BackLink>;

export default function DiscountFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const save = useSaveDiscount();
  const existing = useDiscount(id ?? '');
  const onSaved = (message: string | undefined, fallback: string) => {
    notify.success(message || fallback);
    void navigate('/admin/discounts');
  };

  if (!id)
    return (
      <div>
        <PageHeader title="New discount code" back={back} />
        <DiscountForm
          defaults={EMPTY_DISCOUNT}
          submitLabel="Create code"
          busy={save.isPending}
          onSubmit={async (input) => {
            const reply = await save.mutateAsync({ input });
            onSaved(reply.message, DISCOUNT_ADMIN_MESSAGES.created);
          }}
        />
      </div>
    );

  return (
    <div>
      <PageHeader
        title={existing.data ? `Edit ${existing.data.discount.code}` : 'Edit discount code'}
        back={back}
      />
      {existing.isPending ? (
        <Loading label="Loading the discount code…" />
      ) : existing.isError ? (
        <LoadError
          message={DISCOUNT_LOAD_FAILED}
          detail={errorMessage(existing.error, '')}
          onRetry={() => void existing.refetch()}
        />
      ) : (
        <DiscountForm
          key={existing.data.discount.updatedAt}
          defaults={toFormValues(existing.data.discount, shopTimeZone())}
          submitLabel="Save changes"
          busy={save.isPending}
          onSubmit={async (input) => {
            const reply = await save.mutateAsync({ id, input });
            onSaved(reply.message, DISCOUNT_ADMIN_MESSAGES.updated);
          }}
        />
      )}
    </div>
  );
}
