/**
 * /admin/edit-product/{id} (docs/shop/admin.md §2 "Edit product"): loads the product by the id in the URL (any
 * status, with its "Also show in" lists) and shows the form with its images: the main image with a remove button,
 * each variant's images removable and new ones previewed; 'Update Product'. The header's link to the view page
 * carries the id (the old client's did not).
 */
import { Link, useNavigate, useParams } from 'react-router';
import { Eye } from 'lucide-react';
import { PRODUCT_LOAD_FAILED, useAdminProduct } from '../api/get-admin-product';
import { useUpdateProduct } from '../api/update-product';
import { CancelLink } from '../components/CancelLink';
import { PageHeader } from '../components/PageHeader';
import { QueryState } from '../components/LoadState';
import { ui } from '../components/ui';
import { notify } from '../lib/notify';
import { ProductForm } from './ProductForm';
import { productToForm } from './form-model';
import { BackLink } from '../components/HeaderLinks';

export default function EditProductPage() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminProduct(productId);
  const mutation = useUpdateProduct();
  const product = query.data?.product;

  return (
    <div>
      <PageHeader
        title="Edit Product"
        description={product?.title}
        back={<BackLink to="/admin/products">Products</BackLink>}
        actions={
          <Link to={`/admin/view-product/${productId}`} className={ui.btnSecondary}>
            <Eye aria-hidden="true" className="h-4 w-4" />
            View product
          </Link>
        }
      />
      <QueryState query={query} loading="Loading product…" failed={PRODUCT_LOAD_FAILED} reasonFirst>
        {(data) => (
          <ProductForm
            key={data.product._id}
            mode="edit"
            initial={productToForm(data.product)}
            submitLabel="Update Product"
            busyLabel="Updating Product..."
            busy={mutation.isPending}
            actions={<CancelLink to={`/admin/view-product/${productId}`} />}
            onSubmit={async (values) => {
              // A refusal goes back to the form, which shows it once (field and summary); no toast.
              const reply = await mutation.mutateAsync({ id: productId, values });
              notify.success(reply.message);
              navigate(`/admin/view-product/${reply.product._id}`);
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
