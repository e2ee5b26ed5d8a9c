import { Link } from 'react-router';
import type { ContentDocument } from '../components/DocumentPage';
import { FACTS, POLICIES_UPDATED } from './policy-facts';

export const TERMS: ContentDocument = {
  eyebrow: 'Legal',
  title: 'Terms & Conditions',
  updated: POLICIES_UPDATED,
  intro: (
    <p>
      These terms apply when you use this website or buy from {FACTS.company}, {FACTS.address}. By placing an
      order you accept them.
    </p>
  ),
  sections: [
    {
      id: 'orders',
      heading: 'Orders',
      body: (
        <p>
          An order is a request to make a piece for you. It is accepted when we confirm it by e-mail after
          your payment has gone through. We may decline an order, for example when a stone is no longer
          available; you are then refunded in full.
        </p>
      ),
    },
    {
      id: 'prices',
      heading: 'Prices and payment',
      body: (
        <>
          <p>
            Prices are in Indian rupees and include GST. The price you pay is the price shown when you place
            the order, whatever the gold rate does afterwards.
          </p>
          <p>
            We take payment by card through our payment provider. If a price was shown in obvious error, we
            will tell you before making the piece and you may cancel for a full refund.
          </p>
        </>
      ),
    },
    {
      id: 'made-to-order',
      heading: 'Made-to-order pieces',
      body: (
        <p>
          Each piece is made by hand, so small differences in weight (within 5%) and in the look of natural
          stones are part of its character. Metal weights we show are approximate; your invoice carries the
          exact hallmarked weight.
        </p>
      ),
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      body: (
        <p>
          You may cancel free of charge until production begins, usually within 24 hours of your order. After
          that, our <Link to="/return-policy">Return &amp; Exchange Policy</Link> applies once the piece is
          delivered.
        </p>
      ),
    },
    {
      id: 'delivery',
      heading: 'Delivery and risk',
      body: (
        <p>
          We deliver within India as described in our <Link to="/shipping-policy">Shipping Policy</Link>. The
          piece is insured and remains our risk until you or someone at your address signs for it.
        </p>
      ),
    },
    {
      id: 'warranty',
      heading: 'Warranty and care',
      body: (
        <p>
          We repair any manufacturing defect free of charge for one year from delivery, and check, clean and
          re-polish your {FACTS.brand} pieces free for life. Wear and tear, loss of stones through knocks, and
          repairs by others are not covered.
        </p>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your account',
      body: (
        <p>
          Keep your password to yourself; you are responsible for what is done with your account. Tell us at
          once if you think someone else has used it. We may suspend accounts used for fraud.
        </p>
      ),
    },
    {
      id: 'intellectual-property',
      heading: 'Designs and content',
      body: (
        <p>
          Our designs, photographs and texts belong to {FACTS.brand}. You may share links to them, but not
          copy or sell them.
        </p>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of India. Any dispute falls to the courts of Mumbai. Before
          going to court, please write to <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a>: almost
          everything can be solved by a conversation.
        </p>
      ),
    },
  ],
};
