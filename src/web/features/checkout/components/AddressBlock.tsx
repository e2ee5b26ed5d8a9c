/** A delivery address as a postal block: checkout's step 3 summary and the thank-you page show it alike. */
import type { PostalAddress } from '#domain/address-book';

export function AddressBlock({
  address,
  testId,
  className = '',
}: {
  address: PostalAddress;
  testId: string;
  className?: string;
}) {
  return (
    <address className={`not-italic leading-relaxed ${className}`} data-testid={testId}>
      {address.fullName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.city}, {address.state} {address.zipCode}
      <br />
      {address.country} · {address.phoneNumber}
    </address>
  );
}
