import { AtSign, Clock, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { StaticPage } from './StaticPage';

interface Channel {
  icon: ReactNode;
  title: string;
  description: string;
  action?: { href: string; label: string; external?: boolean };
  detail?: string;
}

const CHANNELS: Channel[] = [
  {
    icon: <Mail />,
    title: 'E-mail',
    description: 'For anything about your account, an invitation or a payment.',
    action: { href: `mailto:${SUPPORT.email}`, label: SUPPORT.email },
  },
  {
    icon: <MessageCircle />,
    title: 'WhatsApp',
    description: 'Quick questions, answered in business hours.',
    action: { href: `https://wa.me/${SUPPORT.whatsappNumber}`, label: `+${SUPPORT.whatsappNumber}`, external: true },
  },
  {
    icon: <AtSign />,
    title: 'Social media',
    description: 'New designs and real invitations from our hosts.',
    action: { href: SUPPORT.socialUrl, label: SUPPORT.socialHandle, external: true },
  },
  {
    icon: <Clock />,
    title: 'Business hours',
    description: 'We reply to messages on working days.',
    detail: SUPPORT.hours,
  },
];

/** /contact-us: the support channels of product.md §1. */
export default function ContactUsPage() {
  return (
    <StaticPage
      eyebrow="Contact us"
      title="We're here to help"
      intro="Questions about a template, your invitation or a payment? Reach us on whichever channel suits you."
      width="wide"
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {CHANNELS.map((channel) => (
          <li key={channel.title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
              {channel.icon}
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="font-serif text-xl text-stone-900">{channel.title}</h2>
              <p className="text-stone-700">{channel.description}</p>
              {channel.action && (
                <a
                  href={channel.action.href}
                  {...(channel.action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="mt-1 inline-flex min-h-10 items-center self-start break-all rounded-md font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {channel.action.label}
                  {channel.action.external && <span className="sr-only"> (opens in a new tab)</span>}
                </a>
              )}
              {channel.detail && <p className="mt-1 font-medium text-stone-900">{channel.detail}</p>}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-stone-700">
        Writing about an invitation? Include its link so we can find it quickly. How we handle your messages is described in our{' '}
        <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Privacy Policy
        </Link>
        .
      </p>
    </StaticPage>
  );
}
