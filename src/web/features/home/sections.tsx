import {
  ArrowRight,
  CalendarHeart,
  CalendarPlus,
  Check,
  ClipboardCheck,
  Crown,
  Gift,
  Images,
  Languages,
  MapPin,
  MessageSquareHeart,
  Music,
  Palette,
  Quote,
  Star,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PACKAGES, type PackageType } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { islandMark } from '@web/lib/islands';
import { useSession } from '@web/lib/session';
import type { LandingWords } from '@web/i18n/catalogues/landing.english';
import { formatRinggit } from '@web/i18n/format';
import { useLanguage, useWords } from '@web/i18n/i18n';

/**
 * A band of the landing page: its background (`className`) across the full width, then, at the page's
 * width, the centred eyebrow, title (it labels the band) and optional intro, then the band's content.
 * `anchor` is the id the header's in-page links jump to.
 */
function LandingSection({
  anchor,
  headingId,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  anchor?: string;
  headingId: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{eyebrow}</p>
          <h2 id={headingId} className="font-display text-3xl leading-tight text-stone-900 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="text-base text-stone-700 sm:text-lg">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

// ---- Features (#features): the marketing list of product.md §1 ----

type FeatureKey = keyof LandingWords['features']['items'];

const FEATURES: { key: FeatureKey; icon: ReactNode; comingSoon?: boolean }[] = [
  { key: 'events', icon: <CalendarHeart /> },
  { key: 'rsvp', icon: <ClipboardCheck /> },
  { key: 'wishes', icon: <MessageSquareHeart /> },
  { key: 'gifts', icon: <Gift /> },
  { key: 'photos', icon: <Images /> },
  { key: 'design', icon: <Palette />, comingSoon: true },
];

const EXTRAS: { key: keyof LandingWords['features']['extras']; icon: ReactNode }[] = [
  { key: 'maps', icon: <MapPin /> },
  { key: 'saveTheDate', icon: <CalendarPlus /> },
  { key: 'music', icon: <Music /> },
  { key: 'languages', icon: <Languages /> },
];

export function FeaturesSection() {
  const words = useWords('landing').features;
  return (
    <LandingSection anchor="features" headingId="features-title" eyebrow={words.eyebrow} title={words.title} intro={words.intro} className="scroll-mt-16 bg-white py-20 sm:py-24">
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.key}
            className={cn(
              'relative flex flex-col gap-3 rounded-2xl border p-5 transition-shadow sm:p-6',
              feature.comingSoon ? 'border-dashed border-stone-300 bg-stone-50' : 'border-stone-200 bg-white shadow-sm hover:shadow-md',
            )}
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-12 shrink-0 items-center justify-center rounded-2xl [&_svg]:size-6',
                  feature.comingSoon ? 'bg-stone-200 text-stone-600' : 'bg-brand-50 text-brand-700',
                )}
              >
                {feature.icon}
              </span>
              <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-display text-xl text-stone-900">
                {words.items[feature.key].title}
                {feature.comingSoon && (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-sans text-xs font-semibold uppercase tracking-wide text-amber-900">
                    {words.comingSoon}
                  </span>
                )}
              </h3>
            </div>
            <p className="leading-relaxed text-stone-700">{words.items[feature.key].text}</p>
          </li>
        ))}
      </ul>
      <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label={words.alsoIncluded}>
        {EXTRAS.map((extra) => (
          <li
            key={extra.key}
            className="inline-flex items-center gap-2 rounded-full border border-stone-200 bg-stone-50 px-4 py-2 text-sm font-medium text-stone-700"
          >
            <span aria-hidden="true" className="text-brand-600 [&_svg]:size-4">
              {extra.icon}
            </span>
            {words.extras[extra.key]}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

// ---- Testimonials (product.md §9: 50+ reviews, 300+ guests) ----

export function TestimonialsSection() {
  const words = useWords('landing').testimonials;
  return (
    <LandingSection headingId="testimonials-title" eyebrow={words.eyebrow} title={words.title} className="bg-gradient-to-b from-stone-50 to-brand-50/60 py-20 sm:py-24">
      <dl className="mx-auto mt-10 grid max-w-xl grid-cols-2 gap-4 text-center">
        <div className="flex flex-col rounded-2xl border border-brand-100 bg-white px-4 py-6 shadow-sm">
          <dt className="text-sm font-medium text-stone-600">{words.reviews}</dt>
          <dd className="order-first font-serif text-4xl font-semibold text-brand-700 sm:text-5xl">50+</dd>
        </div>
        <div className="flex flex-col rounded-2xl border border-brand-100 bg-white px-4 py-6 shadow-sm">
          <dt className="text-sm font-medium text-stone-600">{words.guests}</dt>
          <dd className="order-first font-serif text-4xl font-semibold text-brand-700 sm:text-5xl">300+</dd>
        </div>
      </dl>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {words.quotes.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex gap-0.5 text-amber-500" role="img" aria-label={words.rated}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} aria-hidden="true" className="size-4" fill="currentColor" />
                  ))}
                </span>
                <Quote aria-hidden="true" className="size-7 text-brand-100" fill="currentColor" />
              </div>
              <blockquote className="flex-1 font-serif text-lg leading-relaxed text-stone-800">“{t.quote}”</blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 font-serif text-base font-semibold text-brand-800"
                >
                  {t.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{t.name}</span>
                  <span className="block text-sm text-stone-600">{t.event}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

// ---- Pricing (#pricing): product.md §9 packages ----

const PLANS: { type: PackageType; popular?: boolean }[] = [{ type: 'silver' }, { type: 'platinum', popular: true }];

export function PricingSection() {
  const words = useWords('landing').pricing;
  const language = useLanguage();
  return (
    <LandingSection anchor="pricing" headingId="pricing-title" eyebrow={words.eyebrow} title={words.title} intro={words.intro} className="scroll-mt-16 bg-white py-20 sm:py-24">
      <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
        {PLANS.map((plan) => {
          const pkg = PACKAGES[plan.type];
          const planWords = words.plans[plan.type];
          return (
            <li
              key={plan.type}
              className={cn(
                'relative flex flex-col rounded-3xl border p-7 sm:p-8',
                plan.popular ? 'border-brand-600 bg-brand-50/40 shadow-xl shadow-brand-900/10 ring-1 ring-brand-600' : 'border-stone-200 bg-white shadow-sm',
              )}
            >
              {plan.popular && (
                <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-600 px-4 py-1 text-sm font-semibold text-white shadow-sm">
                  <Crown aria-hidden="true" className="size-4" />
                  {words.mostPopular}
                </p>
              )}
              <h3 className="font-display text-2xl text-stone-900">{pkg.label}</h3>
              <p className="mt-2 text-stone-700">{planWords.blurb}</p>
              <p className="mt-6 flex items-baseline gap-2">
                <span className="font-serif text-5xl font-semibold tracking-tight text-stone-900">
                  {formatRinggit(language, pkg.amount)}
                </span>
                <span className="text-sm text-stone-600">{words.oneTime}</span>
              </p>
              <ul className="mt-6 flex flex-1 flex-col gap-3" aria-label={words.includes(pkg.label)}>
                {planWords.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-3 text-stone-800">
                    <span aria-hidden="true" className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                      <Check className="size-3.5" strokeWidth={3} />
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                to={paths.templates}
                size="lg"
                variant={plan.popular ? 'primary' : 'outline'}
                className="mt-8 w-full"
              >
                {words.startWith(pkg.label)}
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="mt-8 text-center text-sm text-stone-600">{words.review}</p>
    </LandingSection>
  );
}

// ---- Call to action ----

export function CallToActionSection({ signedIn }: { signedIn: boolean }) {
  const landing = useWords('landing');
  const common = useWords('common');
  const words = landing.cta;
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-600 to-rose-500 px-6 py-14 text-center shadow-2xl shadow-brand-900/20 sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute -left-16 -top-16 size-56 rounded-full bg-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 -right-10 size-72 rounded-full bg-white/10" />
        <h2 id="cta-title" className="relative font-display text-3xl leading-tight text-white sm:text-4xl">
          {words.title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/90">
          {words.text}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button to={paths.templates} size="lg" variant="outline" className="border-white bg-white text-brand-800 hover:bg-brand-50" icon={<ArrowRight />} iconPosition="right">
            {landing.hero.explore}
          </Button>
          {signedIn ? (
            <Button to={paths.dashboard} size="lg" variant="ghost" className="text-white ring-1 ring-inset ring-white/60 hover:bg-white/10 hover:text-white">
              {common.nav.myInvitations}
            </Button>
          ) : (
            <Button to={paths.auth('signup')} size="lg" variant="ghost" className="text-white ring-1 ring-inset ring-white/60 hover:bg-white/10 hover:text-white">
              {words.createAccount}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/** The call to action as the landing's island draws it: for the visitor the session names. */
export function SessionCallToAction() {
  const session = useSession();
  return <CallToActionSection signedIn={Boolean(session.data?.user)} />;
}

/** Everything under the hero, as one lazily loaded chunk: the landing page's first paint needs none of it. */
export default function BelowTheFold({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      {/* An island on the landing drawn at build time (decision 0035): a signed-in host is offered their invitations. */}
      <div className="contents" {...islandMark('cta')}>
        <CallToActionSection signedIn={signedIn} />
      </div>
    </>
  );
}
