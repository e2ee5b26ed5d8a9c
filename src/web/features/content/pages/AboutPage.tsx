/**
 * /about (docs/shop/storefront.md §2): brand story, craftsmanship steps, team and values, with the anchors
 * #our-story, #craftsmanship, #sustainability and #lab-grown that the header's About menu links to.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BRAND } from '#domain/brand';
import { BUSINESS } from '#domain/business-constants';
import { SHOP_PROMISES } from '#domain/shop-promises';
import { usePageTitle } from '#web/components/usePageTitle';
import { ABOUT_SECTIONS } from '../about-sections';

const STEPS = [
  {
    title: 'Sketch',
    text: 'Every design begins as a pencil drawing at our bench in Kala Ghoda, refined with you if it is yours.',
  },
  {
    title: 'Model',
    text: 'The drawing becomes a precise 3D model, so prongs, settings and your size are right before any gold is cast.',
  },
  {
    title: 'Cast',
    text: 'Recycled gold, silver or platinum is alloyed to its purity and cast in our own workshop.',
  },
  { title: 'Set', text: 'Our setters place every stone by hand under the microscope, claw by claw.' },
  {
    title: 'Finish',
    text: 'Files, burnishers and polishing wheels give the piece its final line and shine.',
  },
  {
    title: 'Hallmark',
    text: 'A BIS assaying centre tests and hallmarks the piece before it is packed for you.',
  },
];

const TEAM = [
  {
    name: 'Meera Deshpande',
    role: 'Founder & Creative Director',
    text: 'A third-generation jeweller who trained in Jaipur and Antwerp.',
  },
  {
    name: 'Rafiq Sheikh',
    role: 'Master Karigar',
    text: 'Thirty years at the bench; he still sets the most delicate pavé himself.',
  },
  {
    name: 'Ananya Iyer',
    role: 'Head Gemmologist',
    text: 'GIA-trained; every stone passes her loupe before it is set.',
  },
  {
    name: 'Karan Mehta',
    role: 'Client Experience',
    text: 'Your first call and your last word on every order, from sizing to delivery.',
  },
];

const VALUES = [
  {
    title: 'Honesty',
    text: 'Hallmarked purity, declared weights, certified stones and prices with no showroom markup.',
  },
  { title: 'Craft', text: 'Made by hand, one piece at a time, by karigars paid fairly for their skill.' },
  {
    title: 'Responsibility',
    text: 'Recycled metals, lab-grown diamonds and nothing made that no one asked for.',
  },
  {
    title: 'For life',
    text: `Free check-ups and polishing for life, ${SHOP_PROMISES.returns.short} and lifetime gold exchange.`,
  },
];

type SectionId = (typeof ABOUT_SECTIONS)[number]['id'];
const sectionTitle = (id: SectionId) => ABOUT_SECTIONS.find((s) => s.id === id)!.title;

export default function AboutPage() {
  usePageTitle('Our Story');
  const { hash } = useLocation();
  // Land on the anchor the header's About menu points to, once the page is there.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div className="pb-20">
      <AboutHeader />
      <OurStory />
      <Craftsmanship />
      <Team />
      <Values />
      <div className="container-page grid gap-16 py-16 sm:py-20 lg:grid-cols-2">
        <Essay id="sustainability" eyebrow="Lighter on the earth">
          <p>
            Our gold and silver are recycled and refined to purity by a certified refiner in Gujarat; mining
            new metal for a ring that could be made from old is a waste we do not need.
          </p>
          <p>
            Because everything is made to order, nothing is overproduced and nothing is melted down at the end
            of a season. Our boxes are made of recycled board, printed with vegetable inks, and carry no
            plastic.
          </p>
        </Essay>
        <Essay id="lab-grown" eyebrow="The same diamond">
          <p>
            A lab-grown diamond is a diamond: pure carbon in the same crystal, as hard and as brilliant as a
            mined stone. Only its origin differs — weeks in a growth chamber instead of a billion years
            underground.
          </p>
          <p>
            It costs a fraction as much, carries no risk of conflict, and leaves no mine behind. Every
            lab-grown diamond above {BUSINESS.certificationThresholdCarats.toFixed(2)} carats is certified by
            an independent gem laboratory and laser-inscribed, so you always know exactly what you own.
          </p>
        </Essay>
      </div>
      <SeeForYourself />
    </div>
  );
}

function AboutHeader() {
  return (
    <header className="bg-gold-tint/50">
      <div className="container-page py-16 sm:py-24">
        <p className="eyebrow">About {BRAND.name}</p>
        <h1 className="mt-4 max-w-3xl text-5xl sm:text-6xl">Fine jewellery, made for one person at a time</h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">
          We design in Mumbai, make every piece to order in our own workshop, and stand behind it for life.
        </p>
        <nav aria-label="On this page" className="mt-10 flex flex-wrap gap-3">
          {ABOUT_SECTIONS.map((s) => (
            <a
              key={s.id}
              href={`#${s.id}`}
              className="rounded-full border border-charcoal/30 px-4 py-1.5 text-sm hover:border-charcoal"
            >
              {s.title}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}

function OurStory() {
  return (
    <section
      id="our-story"
      aria-labelledby="our-story-h"
      className="container-page scroll-mt-32 py-16 sm:py-20"
    >
      <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <p className="eyebrow">Since 1987</p>
          <h2 id="our-story-h" className="mt-3 text-4xl">
            {sectionTitle('our-story')}
          </h2>
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-charcoal/85">
          <p>
            {BRAND.name} began in a single room above a stationery shop in Kala Ghoda, where our founder's
            grandfather set stones for the jewellers of Zaveri Bazaar. The families he worked for came back
            for every wedding, every birth, every anniversary, because what he made was theirs and no one
            else's.
          </p>
          <p>
            We still work that way. There is no warehouse of finished pieces: when you order, your ring or
            pair of jhumkas is cast, set and polished for you, then hallmarked and sent to your door. It takes{' '}
            {BUSINESS.productionBusinessDays} business days, and we think it is worth the wait.
          </p>
          <p>
            Online, we can offer the same craft to families from Guwahati to Kochi — with honest prices,
            because there is no showroom rent to pay and no stock to discount.
          </p>
        </div>
      </div>
    </section>
  );
}

function Craftsmanship() {
  return (
    <section id="craftsmanship" aria-labelledby="craft-h" className="scroll-mt-32 bg-surface py-16 sm:py-20">
      <div className="container-page">
        <p className="eyebrow">From sketch to hallmark</p>
        <h2 id="craft-h" className="mt-3 text-4xl">
          {sectionTitle('craftsmanship')}
        </h2>
        <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="border-t border-gold/60 pt-5">
              <span className="font-display text-4xl text-gold-text">{String(i + 1).padStart(2, '0')}</span>
              <h3 className="mt-2 text-2xl">{step.title}</h3>
              <p className="mt-2 text-charcoal/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Team() {
  return (
    <section aria-labelledby="team-h" className="container-page py-16 sm:py-20">
      <p className="eyebrow">The people</p>
      <h2 id="team-h" className="mt-3 text-4xl">
        Our team
      </h2>
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM.map((m) => (
          <li key={m.name} className="border border-line bg-surface p-6">
            <span
              aria-hidden="true"
              className="grid h-14 w-14 place-items-center rounded-full bg-gold-tint font-display text-2xl text-gold-text"
            >
              {m.name
                .split(' ')
                .map((w) => w[0])
                .join('')}
            </span>
            <h3 className="mt-4 text-2xl">{m.name}</h3>
            <p className="text-sm uppercase tracking-[0.12em] text-muted">{m.role}</p>
            <p className="mt-3 text-sm text-charcoal/80">{m.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Values() {
  return (
    <section aria-labelledby="values-h" className="bg-charcoal py-16 text-ivory sm:py-20">
      <div className="container-page">
        <h2 id="values-h" className="text-4xl">
          What we stand for
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => (
            <li key={v.title} className="border-t border-gold/50 pt-5">
              <h3 className="text-2xl">{v.title}</h3>
              <p className="mt-2 text-sm text-ivory/80">{v.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A short section of prose under an anchor the header's About menu links to. */
function Essay({ id, eyebrow, children }: { id: SectionId; eyebrow: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-h`} className="scroll-mt-32">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={`${id}-h`} className="mt-3 text-4xl">
        {sectionTitle(id)}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-charcoal/85">{children}</div>
    </section>
  );
}

function SeeForYourself() {
  return (
    <div className="container-page">
      <div className="flex flex-col items-start justify-between gap-6 border border-line bg-surface p-8 sm:flex-row sm:items-center sm:p-10">
        <div>
          <h2 className="text-3xl">See it for yourself</h2>
          <p className="mt-2 text-muted">
            Browse the collection or book a virtual viewing with our jewellers.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/shop" className="btn-primary">
            Shop the collection
          </Link>
          <Link to="/contact-us" className="btn-secondary">
            Contact us
          </Link>
        </div>
      </div>
    </div>
  );
}
