/**
 * /contact and /contact-us (docs/shop/storefront.md §2 "Contact"): how to reach the shop (SHOP_CONTACT), business
 * hours (Monday to Saturday 11:00 AM to 8:00 PM, Sunday closed), the message form, and the virtual viewing
 * dialog.
 */
import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, MessageCircle, Phone, Video, type LucideIcon } from 'lucide-react';
import { SHOP_CONTACT } from '#domain/brand';
import { usePageTitle } from '#web/components/usePageTitle';
import { ContactForm } from '../components/ContactForm';
import { openViewingDialog } from '../viewing-dialog-store';

const whatsappHref = `https://wa.me/${SHOP_CONTACT.whatsapp.replace(/\D/g, '')}`;

export default function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <>
      <section className="border-b border-line bg-gold-tint/60">
        <div className="container-page py-12 sm:py-16">
          <p className="eyebrow">We are here to help</p>
          <h1 className="mt-3 text-5xl sm:text-6xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-muted">
            A question about a piece, an order or a custom design? Write to us, call, or visit our atelier in
            Mumbai. Our jewellery specialists answer within one business day.
          </p>
        </div>
      </section>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[2fr_3fr] lg:gap-16 lg:py-16">
        <div className="space-y-8">
          <section aria-labelledby="reach-us">
            <h2 id="reach-us" className="text-3xl">
              Reach us
            </h2>
            <ul className="mt-5 space-y-5">
              <ReachUs icon={MapPin}>
                <address className="not-italic">
                  {SHOP_CONTACT.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </ReachUs>
              <ReachUs icon={Phone}>
                <a href={SHOP_CONTACT.supportPhoneHref} className="link">
                  {SHOP_CONTACT.supportPhone}
                </a>
              </ReachUs>
              <ReachUs icon={MessageCircle}>
                <a href={whatsappHref} className="link" target="_blank" rel="noopener noreferrer">
                  WhatsApp {SHOP_CONTACT.whatsapp}
                </a>
              </ReachUs>
              <ReachUs icon={Mail}>
                <a href={`mailto:${SHOP_CONTACT.supportEmail}`} className="link">
                  {SHOP_CONTACT.supportEmail}
                </a>
              </ReachUs>
            </ul>
          </section>

          <section aria-labelledby="hours" className="border border-line bg-surface p-6">
            <h2 id="hours" className="flex items-center gap-3 text-2xl">
              <Clock aria-hidden="true" className="h-5 w-5 text-gold" />
              Business hours
            </h2>
            <dl className="mt-4 divide-y divide-line">
              {SHOP_CONTACT.hours.map((h) => (
                <div key={h.days} className="flex flex-wrap justify-between gap-2 py-3">
                  <dt>{h.days}</dt>
                  <dd className={h.time === 'Closed' ? 'text-muted' : 'font-medium'}>{h.time}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="viewing" className="bg-charcoal p-6 text-ivory">
            <h2 id="viewing" className="text-2xl">
              See it before you choose
            </h2>
            <p className="mt-2 text-sm text-ivory/80">
              Book a private video call and our specialists will show you pieces, metals and stones up close.
            </p>
            <button
              type="button"
              onClick={openViewingDialog}
              aria-haspopup="dialog"
              className="btn-light mt-5"
            >
              <Video aria-hidden="true" className="h-4 w-4" />
              Book a Virtual View
            </button>
          </section>
        </div>

        <section aria-labelledby="write-to-us" className="border border-line bg-surface p-5 sm:p-8">
          <h2 id="write-to-us" className="text-3xl">
            Send us a message
          </h2>
          <p className="mt-2 text-muted">All fields are required.</p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </>
  );
}

/** One way to reach the shop, its icon beside it. */
function ReachUs({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <Icon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-gold" />
      {children}
    </li>
  );
}
