import { ArrowRight, Heart, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND, DEMO_INVITATION_ID } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';

/** The landing page's hero. Carousel, features, pricing and testimonials grow here with the catalogue. */
export default function HomePage() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-stone-50">
      <Heart aria-hidden="true" className="pointer-events-none absolute -right-10 top-10 hidden size-56 rotate-12 text-brand-100 md:block" />
      <div className="relative mx-auto flex max-w-5xl flex-col items-center px-4 pb-20 pt-16 text-center sm:pt-24">
        <span className="mb-6 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-brand-800">
          <Sparkles aria-hidden="true" className="size-4" /> Weddings, engagements, birthdays and baby showers
        </span>
        <h1 className="font-serif text-4xl leading-tight text-stone-900 sm:text-6xl">
          Invitations your guests
          <br className="hidden sm:block" /> open in one tap
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-stone-700">
          Design a beautiful digital invitation from a template, share one link on WhatsApp, and watch the RSVPs and wishes come in. {BRAND} keeps
          every answer safe.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button to={paths.templates} size="lg" icon={<ArrowRight />} iconPosition="right">
            Explore Designs
          </Button>
          <Button to={paths.viewInvitation(DEMO_INVITATION_ID)} size="lg" variant="outline">
            View Live Demo
          </Button>
        </div>
        {!signedIn && (
          <p className="mt-6 text-sm text-stone-600">
            New here?{' '}
            <Link className="font-medium text-brand-700 underline-offset-4 hover:underline" to={paths.auth('signup')}>
              Create a free account
            </Link>
          </p>
        )}
              </div>
    </section>
  );
}
