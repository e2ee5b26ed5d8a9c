import { Link } from 'react-router';
import type { ContentDocument } from '../components/DocumentPage';
import { FACTS, POLICIES_UPDATED } from './policy-facts';

export const SHIPPING_POLICY: ContentDocument = {
  eyebrow: 'Customer care',
  title: 'Shipping Policy',
  updated: POLICIES_UPDATED,
  intro: (
    <p>
      We ship across India, free and fully insured, from our atelier in Mumbai to your door, with a signature
      on delivery.
    </p>
  ),
  sections: [
    {
      id: 'made-to-order',
      heading: 'Made to order',
      body: (
        <p>
          Your piece is cast, set and finished for you after you order, and hallmarked by a BIS-recognised
          assaying centre. Production takes {FACTS.productionDays} business days; we e-mail you when it leaves
          the workshop.
        </p>
      ),
    },
    {
      id: 'delivery-times',
      heading: 'Delivery times',
      body: (
        <>
          <p>Once dispatched, delivery takes:</p>
          <ul>
            <li>
              {FACTS.metroDays} business days to metro cities (Mumbai, Delhi NCR, Bengaluru, Chennai, Kolkata,
              Hyderabad, Pune and Ahmedabad);
            </li>
            <li>{FACTS.otherDays} business days to the rest of India.</li>
          </ul>
          <p>
            Remote pin codes, public holidays and weather can add a day or two; we will keep you informed.
          </p>
        </>
      ),
    },
    {
      id: 'charges',
      heading: 'Charges and insurance',
      body: (
        <p>
          {FACTS.shipping} There is no minimum order: checkout adds no shipping charge, each parcel is insured
          for its full value until you sign for it, and there is nothing more to pay at the door.
        </p>
      ),
    },
    {
      id: 'receiving',
      heading: 'Receiving your parcel',
      body: (
        <ul>
          <li>Parcels travel in plain, tamper-evident packaging with no mention of jewellery.</li>
          <li>Someone aged 18 or over must sign for it and may be asked for photo identification.</li>
          <li>Please refuse a parcel whose seal is broken and call us at once.</li>
          <li>We deliver to the address on the order only; we cannot redirect a parcel in transit.</li>
        </ul>
      ),
    },
    {
      id: 'certification',
      heading: 'Certificates',
      body: (
        <p>
          Every diamond above {FACTS.certCarats} carats is certified by an independent gem laboratory. The
          certificate travels with the piece, together with your invoice and the hallmark details.
        </p>
      ),
    },
    {
      id: 'tracking',
      heading: 'Tracking',
      body: (
        <p>
          You receive a tracking link by e-mail on dispatch. You can also see your order on{' '}
          <Link to="/track-order">Track Your Order</Link> or, if you have an account, under My Orders.
        </p>
      ),
    },
    {
      id: 'international',
      heading: 'Outside India',
      body: (
        <p>
          We currently ship within India only. For a delivery abroad, write to{' '}
          <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a> and we will tell you what is possible.
        </p>
      ),
    },
  ],
};
