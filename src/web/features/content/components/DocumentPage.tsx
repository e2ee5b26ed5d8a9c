/**
 * A policy or help page: title, a short introduction, a table of contents and numbered sections, each with an
 * anchor (so support can link straight to "#refunds").
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '#web/components/usePageTitle';

export interface DocSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface ContentDocument {
  title: string;
  eyebrow: string;
  intro: ReactNode;
  updated: string;
  sections: DocSection[];
}

export function DocumentPage({ doc }: { doc: ContentDocument }) {
  usePageTitle(doc.title);
  return (
    <article className="container-page pb-20 pt-10">
      <header className="max-w-3xl">
        <Link to="/" className="text-sm text-muted hover:text-charcoal">
          Home
        </Link>
        <p className="eyebrow mt-6">{doc.eyebrow}</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{doc.title}</h1>
        <div className="mt-5 text-lg text-muted">{doc.intro}</div>
        <p className="mt-4 text-xs uppercase tracking-[0.14em] text-muted">Last updated {doc.updated}</p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[240px_minmax(0,1fr)]">
        <nav aria-label="On this page" className="hidden lg:block">
          <ol className="sticky top-[calc(var(--header-h,64px)+24px)] space-y-2 border-l border-line pl-5 text-sm">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-muted hover:text-charcoal">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-aurelia max-w-3xl space-y-12">
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-32">
              <h2 id={`${s.id}-h`} className="text-2xl sm:text-3xl">
                <span className="mr-3 font-sans text-sm font-medium text-gold-text">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {s.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-charcoal/85 [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
