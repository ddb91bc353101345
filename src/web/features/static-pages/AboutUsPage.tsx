import { Globe2, HeartHandshake, Leaf, Sparkles, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { StaticPage } from './StaticPage';

function Pillar({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <h2 className="font-serif text-xl text-stone-900">{title}</h2>
      <div className="space-y-3 text-stone-700">{children}</div>
    </section>
  );
}

/** /about-us: the product, its mission, sustainability, cultural diversity and the team (product.md §2). */
export default function AboutUsPage() {
  return (
    <StaticPage
      eyebrow="About us"
      title={`The story behind ${BRAND}`}
      intro="Digital invitations for weddings, engagements, birthdays and baby showers: designed in minutes, opened in one tap, and answered with an RSVP."
      width="wide"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Pillar icon={<Sparkles />} title="What we make">
          <p>
            {BRAND} turns a template into a complete invitation: your names, the date and venue, maps, contacts, music and an RSVP form. You
            publish it as one link that guests open on their phones, and every reply and wish arrives in one place.
          </p>
        </Pillar>
        <Pillar icon={<HeartHandshake />} title="Our mission">
          <p>
            Planning a celebration should be about the people in it. Our mission is to take the chasing out of invitations: no lost cards, no
            spreadsheets of who said yes, just a beautiful invitation and a clear list of who is coming.
          </p>
        </Pillar>
        <Pillar icon={<Leaf />} title="Sustainability">
          <p>
            A digital invitation needs no paper, ink, envelopes or courier. It can be corrected after it is sent, so a changed venue never means
            a second print run. When you do want a keepsake, print only the few you will treasure.
          </p>
        </Pillar>
        <Pillar icon={<Globe2 />} title="Cultural diversity">
          <p>
            Celebrations look different in every family. Our designs include Malay, Chinese and Indian weddings alongside engagements,
            birthdays and baby showers, and invitations can be written in English, Chinese, Malay or Tamil.
          </p>
        </Pillar>
      </div>

      <section className="mt-5 flex flex-col gap-4 rounded-2xl bg-stone-900 p-6 text-stone-200 sm:p-8 md:flex-row md:items-center md:gap-8">
        <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          <UsersRound className="size-6" />
        </span>
        <div className="flex-1">
          <h2 className="font-serif text-2xl text-white">Our team</h2>
          <p className="mt-2 leading-relaxed">
            We are a small team of designers and engineers in Malaysia who have planned, attended and helped at more celebrations than we can
            count. We answer support messages ourselves, on weekdays from 9am to 5pm.
          </p>
        </div>
        <Button to={paths.contactUs} variant="outline" className="shrink-0 border-stone-600 bg-transparent text-white hover:bg-stone-800">
          Contact us
        </Button>
      </section>

      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <h2 className="font-serif text-2xl text-stone-900">Ready to start yours?</h2>
        <Button to={paths.templates} size="lg">
          Explore Designs
        </Button>
      </div>
    </StaticPage>
  );
}
