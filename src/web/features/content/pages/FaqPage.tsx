import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { usePageTitle } from '#web/components/usePageTitle';
import { FAQ_GROUPS } from '../documents/faq';
import { FACTS } from '../documents/policy-facts';

/** /faq: questions in groups, each answer folded away until asked for. */
export default function FaqPage() {
  usePageTitle('Frequently Asked Questions');
  return (
    <article className="container-page pb-20 pt-10">
      <header className="max-w-3xl">
        <p className="eyebrow">Help</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">Frequently Asked Questions</h1>
        <p className="mt-5 text-lg text-muted">
          Everything about ordering, making, sizing and delivery. Cannot find your answer? Call{' '}
          <a className="link" href={FACTS.phoneHref}>
            {FACTS.phone}
          </a>{' '}
          or{' '}
          <Link to="/contact-us" className="link">
            write to us
          </Link>
          .
        </p>
      </header>
      <div className="mt-12 max-w-3xl space-y-12">
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-h`} className="scroll-mt-32">
            <h2 id={`${group.id}-h`} className="text-2xl sm:text-3xl">
              {group.title}
            </h2>
            <div className="mt-4 border-t border-line">
              {group.items.map((item) => (
                <details key={item.q} className="group border-b border-line">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="pb-5 leading-relaxed text-charcoal/85 [&_a]:underline [&_a]:underline-offset-4">
                    {item.a}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
