/**
 * The virtual viewing dialog (docs/shop/storefront.md §2, §3, §5, §8), its own chunk (BookVirtualViewButton.tsx):
 * the request form (ViewingRequestForm.tsx), and once the server accepted it the booking (ViewingBooked.tsx).
 * Success shows the server's message; a failure its message or 'An error occurred. Please try again.'
 */
import { ViewingBooked } from './ViewingBooked';
import { ViewingDialogFrame } from './ViewingDialogFrame';
import { ViewingRequestForm } from './ViewingRequestForm';
import { useViewingForm } from './use-viewing-form';

export default function VirtualViewingDialog() {
  const viewing = useViewingForm();
  return (
    <ViewingDialogFrame busy={viewing.form.formState.isSubmitting}>
      {viewing.booked ? <ViewingBooked booking={viewing.booked} /> : <ViewingRequestForm form={viewing} />}
    </ViewingDialogFrame>
  );
}
