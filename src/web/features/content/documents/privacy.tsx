import type { ContentDocument } from '../components/DocumentPage';
import { FACTS, POLICIES_UPDATED } from './policy-facts';

export const PRIVACY_POLICY: ContentDocument = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  updated: POLICIES_UPDATED,
  intro: (
    <p>
      {FACTS.company} ("{FACTS.brand}", "we") collects only what it needs to make and deliver your jewellery.
      This policy explains what we keep, why, and the rights you have under India's Digital Personal Data
      Protection Act, 2023.
    </p>
  ),
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      body: (
        <ul>
          <li>
            Account details: your name, e-mail address, mobile number, password (stored only as a secure hash)
            and an optional profile photo.
          </li>
          <li>
            Orders: the pieces you buy, the shipping address and phone number for delivery, and the order
            history.
          </li>
          <li>
            Payments: a reference from our payment provider. Your card number never reaches our servers.
          </li>
          <li>Requests you send us: virtual viewing appointments and contact messages.</li>
          <li>
            Your browser keeps your sign-in, cart and wishlist on your device so the shop remembers them.
          </li>
        </ul>
      ),
    },
    {
      id: 'why',
      heading: 'Why we use it',
      body: (
        <ul>
          <li>To make, ship and support your order, and to send you order and delivery updates.</li>
          <li>To answer your questions and hold the appointments you ask for.</li>
          <li>To keep accounts secure, for example by limiting repeated sign-in attempts.</li>
          <li>To meet our legal duties, such as keeping GST invoices.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: (
        <>
          <p>We never sell your data. We share only what each service needs:</p>
          <ul>
            <li>our payment provider, to take your payment;</li>
            <li>our insured courier partners, to deliver your parcel;</li>
            <li>authorities, when the law requires it.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and storage',
      body: (
        <p>
          We do not use advertising or tracking cookies. Signing in sets one cookie that keeps you signed in
          for up to seven days; the shop stores your account name, your guest cart and your wishlist in your
          browser's local storage; clearing your browser data removes them.
        </p>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: (
        <p>
          We keep your account while it is open. Order and invoice records are kept for eight years, as Indian
          tax law requires, even if you delete your account. Contact messages are deleted after two years.
        </p>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: (
        <>
          <p>You may ask us to:</p>
          <ul>
            <li>tell you what personal data we hold about you;</li>
            <li>correct or complete it (most of it you can edit yourself under My Profile);</li>
            <li>erase it, except what the law requires us to keep;</li>
            <li>withdraw a consent you gave, and nominate someone to act for you.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          Passwords are hashed, connections are encrypted, and only staff who need your data to serve you can
          see it. If a breach ever affected your data, we would tell you and the Data Protection Board of
          India without delay.
        </p>
      ),
    },
    {
      id: 'grievance',
      heading: 'Grievance Officer',
      body: (
        <p>
          For any question or complaint about your data, write to our Grievance Officer at{' '}
          <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a> or to {FACTS.address}. We reply within 30 days.
        </p>
      ),
    },
  ],
};
