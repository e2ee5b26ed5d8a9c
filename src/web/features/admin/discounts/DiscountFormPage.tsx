/**
 * /admin/discounts/new and /admin/discounts/{id}: the discount form, empty or with the stored code (loaded by the
 * id in the URL). Saved → a toast and back to the list.
 */
import { useNavigate, useParams } from 'react-router';
import { DISCOUNT_ADMIN_MESSAGES } from '#domain/discounts';
import { shopTimeZone } from '#web/lib/shop-time';
import { DISCOUNT_LOAD_FAILED, useDiscount } from '../api/get-discount';
import { useSaveDiscount } from '../api/save-discount';
import { QueryState } from '../components/LoadState';
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
      <QueryState query={existing} loading="Loading the discount code…" failed={DISCOUNT_LOAD_FAILED}>
        {({ discount }) => (
          <DiscountForm
            key={discount.updatedAt}
            defaults={toFormValues(discount, shopTimeZone())}
            submitLabel="Save changes"
            busy={save.isPending}
            onSubmit={async (input) => {
              const reply = await save.mutateAsync({ id, input });
              onSaved(reply.message, DISCOUNT_ADMIN_MESSAGES.updated);
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
