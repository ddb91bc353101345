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
import { BRAND, PACKAGE_FEATURES, PACKAGES, type PackageType } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{eyebrow}</p>
      <h2 id={id} className="font-display text-3xl leading-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="text-base text-stone-700 sm:text-lg">{children}</p>}
    </div>
  );
}

// ---- Features (#features): the marketing list of product.md §1 ----

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
  comingSoon?: boolean;
}

const FEATURES: Feature[] = [
  {
    icon: <CalendarHeart />,
    title: 'Multiple events',
    text: 'Weddings, Indian and Chinese weddings, engagements, birthdays and baby showers: one account for every celebration you host.',
  },
  {
    icon: <ClipboardCheck />,
    title: 'Real-time RSVP tracking',
    text: 'See who has confirmed, declined or is still pending the moment guests reply, with guest counts and meal choices.',
  },
  {
    icon: <MessageSquareHeart />,
    title: 'Guest messages',
    text: 'Guests leave their wishes with their RSVP, and the kindest words appear right on your invitation.',
  },
  {
    icon: <Gift />,
    title: 'Gift registry',
    text: 'Add your gift details or a QR code so loved ones far away can send their blessings with ease.',
  },
  {
    icon: <Images />,
    title: 'Photo gallery',
    text: 'Add a cover photo and a gallery of your favourite moments: guests swipe through them on any phone, sharp and quick to load.',
  },
  {
    icon: <Palette />,
    title: 'Custom design',
    text: 'Bring your own artwork and build an invitation that is entirely yours.',
    comingSoon: true,
  },
];

const EXTRAS: { icon: ReactNode; label: string }[] = [
  { icon: <MapPin />, label: 'Google Maps & Waze' },
  { icon: <CalendarPlus />, label: 'Save the date' },
  { icon: <Music />, label: 'Background music' },
  { icon: <Languages />, label: 'English, Chinese, Malay & Tamil' },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything your celebration needs">
          From the first tap to the last RSVP, {BRAND} takes care of the details so you can enjoy the lead-up to the day.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
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
                  {feature.title}
                  {feature.comingSoon && (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-sans text-xs font-semibold uppercase tracking-wide text-amber-900">
                      Coming soon
                    </span>
                  )}
                </h3>
              </div>
              <p className="leading-relaxed text-stone-700">{feature.text}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label="Also included">
          {EXTRAS.map((extra) => (
            <li
              key={extra.label}
              className="inline-flex items-center gap-2 rounded-full border border-stone-200 bg-stone-50 px-4 py-2 text-sm font-medium text-stone-700"
            >
              <span aria-hidden="true" className="text-brand-600 [&_svg]:size-4">
                {extra.icon}
              </span>
              {extra.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

// ---- Testimonials (product.md §9: 50+ reviews, 300+ guests) ----

const TESTIMONIALS = [
  {
    quote: 'Our relatives in three countries opened the invitation on WhatsApp and replied the same evening. No more chasing anyone for numbers.',
    name: 'Nur Aisyah',
    event: 'Wedding in Kuala Lumpur',
  },
  {
    quote: 'The RSVP list told us exactly how many vegetarian meals to order. The caterer said it was the easiest headcount she had ever had.',
    name: 'Priya & Arjun',
    event: 'Indian wedding in Penang',
  },
  {
    quote: 'I made my daughter’s birthday invitation during lunch. Parents loved the map button, and nobody got lost this year.',
    name: 'Mei Ling',
    event: 'Birthday party in Johor Bahru',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-gradient-to-b from-stone-50 to-brand-50/60 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by hosts and their guests" />
        <dl className="mx-auto mt-10 grid max-w-xl grid-cols-2 gap-4 text-center">
          <div className="flex flex-col rounded-2xl border border-brand-100 bg-white px-4 py-6 shadow-sm">
            <dt className="text-sm font-medium text-stone-600">Happy reviews</dt>
            <dd className="order-first font-serif text-4xl font-semibold text-brand-700 sm:text-5xl">50+</dd>
          </div>
          <div className="flex flex-col rounded-2xl border border-brand-100 bg-white px-4 py-6 shadow-sm">
            <dt className="text-sm font-medium text-stone-600">Guests invited</dt>
            <dd className="order-first font-serif text-4xl font-semibold text-brand-700 sm:text-5xl">300+</dd>
          </div>
        </dl>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="flex gap-0.5 text-amber-500" role="img" aria-label="Rated 5 out of 5">
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
      </div>
    </section>
  );
}

// ---- Pricing (#pricing): product.md §9 packages ----

const PLANS: { type: PackageType; blurb: string; features: readonly string[]; popular?: boolean }[] = [
  { type: 'silver', blurb: 'Everything you need to invite, track and welcome your guests.', features: PACKAGE_FEATURES.silver },
  {
    type: 'platinum',
    blurb: 'For hosts who want gifts and their own memorable link.',
    features: PACKAGE_FEATURES.platinum,
    popular: true,
  },
];

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="One simple payment per invitation">
          Design for free. Pay once when you are ready to publish: no subscriptions, no per-guest fees.
        </SectionHeading>
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {PLANS.map((plan) => {
            const pkg = PACKAGES[plan.type];
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
                    Most Popular
                  </p>
                )}
                <h3 className="font-display text-2xl text-stone-900">{pkg.label}</h3>
                <p className="mt-2 text-stone-700">{plan.blurb}</p>
                <p className="mt-6 flex items-baseline gap-2">
                  <span className="font-serif text-5xl font-semibold tracking-tight text-stone-900">
                    {pkg.currency}
                    {pkg.amount}
                  </span>
                  <span className="text-sm text-stone-600">one time</span>
                </p>
                <ul className="mt-6 flex flex-1 flex-col gap-3" aria-label={`${pkg.label} includes`}>
                  {plan.features.map((feature) => (
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
                  Start with {pkg.label}
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm text-stone-600">Payments are reviewed by our team, usually within 1-2 business days.</p>
      </div>
    </section>
  );
}

// ---- Call to action ----

export function CallToActionSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-600 to-rose-500 px-6 py-14 text-center shadow-2xl shadow-brand-900/20 sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute -left-16 -top-16 size-56 rounded-full bg-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 -right-10 size-72 rounded-full bg-white/10" />
        <h2 id="cta-title" className="relative font-display text-3xl leading-tight text-white sm:text-4xl">
          Your guests are waiting to hear the news
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/90">
          Choose a design, add your details and share your invitation today. It only takes a few minutes.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button to={paths.templates} size="lg" variant="outline" className="border-white bg-white text-brand-800 hover:bg-brand-50" icon={<ArrowRight />} iconPosition="right">
            Explore Designs
          </Button>
          {signedIn ? (
            <Button to={paths.dashboard} size="lg" variant="ghost" className="text-white ring-1 ring-inset ring-white/60 hover:bg-white/10 hover:text-white">
              My Invitations
            </Button>
          ) : (
            <Button to={paths.auth('signup')} size="lg" variant="ghost" className="text-white ring-1 ring-inset ring-white/60 hover:bg-white/10 hover:text-white">
              Create a free account
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

/** Everything under the hero, as one lazily loaded chunk: the landing page's first paint needs none of it. */
export default function BelowTheFold({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <FeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      <CallToActionSection signedIn={signedIn} />
    </>
  );
}
