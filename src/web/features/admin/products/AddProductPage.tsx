/**
 * /admin/products/add (docs/shop/admin.md §2 "Add product form"): one product with its variants, or — the bulk
 * option — a CSV file (?mode=bulk). 'Adding Product...' while the form is sent; 'Product added successfully!'.
 */
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAddProduct } from '../api/add-product';
import { CancelLink } from '../components/CancelLink';
import { PageHeader } from '../components/PageHeader';
import { notify } from '../lib/notify';
import { BulkUploadPanel } from './BulkUploadPanel';
import { ProductForm } from './ProductForm';
import { emptyProduct } from './form-model';
import { BackLink } from '../components/HeaderLinks';

export default function AddProductPage() {
  const [search] = useSearchParams();
  const bulk = search.get('mode') === 'bulk';
  const navigate = useNavigate();
  const mutation = useAddProduct();

  const tab = (active: boolean) =>
    `px-4 py-2 text-xs font-medium uppercase tracking-[0.12em] ${active ? 'bg-charcoal text-ivory' : 'text-charcoal hover:bg-gold-tint'}`;

  return (
    <div>
      <PageHeader
        title={bulk ? 'Bulk Upload Products' : 'Add Product'}
        back={<BackLink to="/admin/products">Products</BackLink>}
      />
      <nav aria-label="How to add" className="mb-5 inline-flex rounded-[2px] border border-charcoal">
        <Link
          to="/admin/products/add"
          replace
          aria-current={!bulk ? 'page' : undefined}
          className={tab(!bulk)}
        >
          Single product
        </Link>
        <Link
          to="/admin/products/add?mode=bulk"
          replace
          aria-current={bulk ? 'page' : undefined}
          className={tab(bulk)}
        >
          Bulk upload (CSV)
        </Link>
      </nav>
      {bulk ? (
        <BulkUploadPanel />
      ) : (
        <ProductForm
          mode="add"
          initial={emptyProduct()}
          submitLabel="Add Product"
          busyLabel="Adding Product..."
          busy={mutation.isPending}
          actions={<CancelLink to="/admin/products" />}
          onSubmit={async (values) => {
            // A refusal goes back to the form, which shows it once (field and summary); no toast.
            const reply = await mutation.mutateAsync(values);
            notify.success(reply.message);
            navigate('/admin/products');
          }}
        />
      )}
    </div>
  );
}
