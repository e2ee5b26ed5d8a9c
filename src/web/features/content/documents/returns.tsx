import { Link } from 'react-router';
import type { ContentDocument } from '../components/DocumentPage';
import { FACTS, POLICIES_UPDATED } from './policy-facts';

export const RETURN_POLICY: ContentDocument = {
  eyebrow: 'Customer care',
  title: 'Return & Exchange Policy',
  updated: POLICIES_UPDATED,
  intro: (
    <p>
      Every {FACTS.brand} piece is made to order, yet we want you to be certain. If it is not right, you may
      return or exchange it within {FACTS.returnDays} days of delivery.
    </p>
  ),
  sections: [
    {
      id: 'window',
      heading: `${FACTS.returnDays}-day returns and exchanges`,
      body: (
        <>
          <p>
            You may return or exchange any piece within {FACTS.returnDays} days from the date it was delivered
            to you. Tell us within that window; the piece may reach us a few days later.
          </p>
          <p>To qualify, the piece must be:</p>
          <ul>
            <li>unworn, unaltered and undamaged, with its BIS hallmark and any laser inscription intact;</li>
            <li>returned with its original box, pouch, invoice and any diamond or gemstone certificate.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'exclusions',
      heading: 'What cannot be returned',
      body: (
        <ul>
          <li>
            Customised pieces: anything made to your own design, size outside our standard range or special
            request.
          </li>
          <li>Engraved pieces, whether engraved at purchase or afterwards.</li>
          <li>Pieces that have been resized, repaired or altered by anyone other than {FACTS.brand}.</li>
          <li>Gift cards.</li>
        </ul>
      ),
    },
    {
      id: 'how',
      heading: 'How to return or exchange',
      body: (
        <ol>
          <li>
            Write to <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a> or call{' '}
            <a href={FACTS.phoneHref}>{FACTS.phone}</a> with your order number and the piece you are
            returning.
          </li>
          <li>We arrange a free, insured pickup from your address, usually within two business days.</li>
          <li>Pack the piece in its original box; our courier will seal the parcel in front of you.</li>
          <li>Our quality team inspects it within two business days of arrival and confirms by e-mail.</li>
        </ol>
      ),
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      body: (
        <p>
          Once the inspection is passed, we refund the full amount you paid to the card or account you paid
          with. Refunds reach you in {FACTS.refundDays} business days, depending on your bank. Shipping was
          free, so there is nothing to deduct.
        </p>
      ),
    },
    {
      id: 'exchanges',
      heading: 'Exchanges',
      body: (
        <p>
          Prefer another size, metal or design? Choose any piece and we apply the full value of your return to
          it. If the new piece costs more, you pay the difference; if it costs less, we refund the balance.
          Your new piece is made to order in {FACTS.productionDays} business days.
        </p>
      ),
    },
    {
      id: 'lifetime-exchange',
      heading: 'Lifetime exchange of gold',
      body: (
        <p>
          After the return window, you can still exchange your {FACTS.brand} gold jewellery for as long as you
          own it: we credit 100% of the gold value of its hallmarked weight at that day's rate towards a new
          piece, or buy it back at 90% of that value. Making charges are not credited; certified diamonds are
          valued separately. Bring the invoice and the piece to our atelier, or write to us to arrange a
          pickup.
        </p>
      ),
    },
    {
      id: 'damage',
      heading: 'Damaged or wrong delivery',
      body: (
        <p>
          If a parcel arrives with a broken seal, please refuse it and call us. If the piece inside is damaged
          or not what you ordered, tell us within 48 hours of delivery and we will replace it at no cost,
          whatever the window. You can follow any order on <Link to="/track-order">Track Your Order</Link>.
        </p>
      ),
    },
  ],
};
