import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { FACTS } from './policy-facts';

export interface Faq {
  q: string;
  a: ReactNode;
}

export const FAQ_GROUPS: Array<{ id: string; title: string; items: Faq[] }> = [
  {
    id: 'orders',
    title: 'Orders and making',
    items: [
      {
        q: 'How long does it take to receive my jewellery?',
        a: `Every piece is made for you in ${FACTS.productionDays} business days, then delivered in ${FACTS.metroDays} business days to metros and ${FACTS.otherDays} elsewhere in India.`,
      },
      {
        q: 'Can I change or cancel my order?',
        a: 'Yes, free of charge until production begins, usually within 24 hours. Write to us with your order number as soon as you can.',
      },
      {
        q: 'Can you make a design of my own?',
        a: (
          <>
            Gladly. Book a virtual viewing or <Link to="/contact-us">write to us</Link> with a sketch or a
            photo; our designers will send you a render and a quote. Customised pieces cannot be returned, so
            we take care to get them right.
          </>
        ),
      },
    ],
  },
  {
    id: 'quality',
    title: 'Metals, stones and certificates',
    items: [
      {
        q: 'Is your gold hallmarked?',
        a: 'Every gold piece carries a BIS hallmark with its purity (14KT, 18KT or 22KT) and a unique HUID number. Silver is hallmarked 925, platinum PT950.',
      },
      {
        q: 'Are your diamonds certified?',
        a: `Every diamond above ${FACTS.certCarats} carats comes with a certificate from an independent gem laboratory. Smaller stones are graded by our GIA-trained gemmologists.`,
      },
      {
        q: 'What is a lab-grown diamond?',
        a: (
          <>
            A real diamond — the same carbon, hardness and sparkle — grown in a laboratory instead of mined.{' '}
            <Link to="/about#lab-grown">Read why we choose them</Link>.
          </>
        ),
      },
    ],
  },
  {
    id: 'sizing',
    title: 'Sizing',
    items: [
      {
        q: 'How do I find my ring size?',
        a: 'Wrap a strip of paper around the finger, mark where it overlaps and measure the length in millimetres; our team will convert it for you. If a ring does not fit, we resize it free within the return window.',
      },
      {
        q: 'Do bracelets and necklaces come in sizes?',
        a: 'Our bracelets and necklaces are made in one standard length with an adjustable clasp or an extension link. Ask us for a longer or shorter piece.',
      },
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery, returns and payment',
    items: [
      {
        q: 'Is shipping really free?',
        a: (
          <>
            Yes. {FACTS.shipping} There is no minimum order. See the{' '}
            <Link to="/shipping-policy">Shipping Policy</Link>.
          </>
        ),
      },
      {
        q: 'What if I change my mind?',
        a: (
          <>
            {FACTS.returns} See the <Link to="/return-policy">Return &amp; Exchange Policy</Link>.
          </>
        ),
      },
      {
        q: 'How can I pay?',
        a: 'By debit or credit card through our secure payment provider. Prices are in rupees and include GST.',
      },
      {
        q: 'How do I track my order?',
        a: (
          <>
            Use the link in your dispatch e-mail, <Link to="/track-order">Track Your Order</Link> with your
            order number and e-mail, or My Orders in your account.
          </>
        ),
      },
      {
        q: 'When can I speak to someone?',
        a: (
          <>
            {FACTS.support} Call <a href={FACTS.phoneHref}>{FACTS.phone}</a>, write to{' '}
            <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a> or{' '}
            <Link to="/contact-us">send us a message</Link>.
          </>
        ),
      },
    ],
  },
];
