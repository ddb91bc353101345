import { AtSign, Clock, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useWords } from '@web/i18n/i18n';
import { StaticPage } from './StaticPage';

interface Channel {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  action?: { href: string; label: string; external?: boolean };
  detail?: string;
}

/** /contact-us: the support channels of product.md §1. */
export default function ContactUsPage() {
  const words = useWords('pages').contact;
  // The business hours as the footer writes them (the site's one wording of them).
  const hours = useWords('common').footer.hours;
  const channels: Channel[] = [
    { id: 'email', icon: <Mail />, ...words.email, action: { href: `mailto:${SUPPORT.email}`, label: SUPPORT.email } },
    {
      id: 'whatsapp',
      icon: <MessageCircle />,
      ...words.whatsapp,
      action: { href: `https://wa.me/${SUPPORT.whatsappNumber}`, label: `+${SUPPORT.whatsappNumber}`, external: true },
    },
    { id: 'social', icon: <AtSign />, ...words.social, action: { href: SUPPORT.socialUrl, label: SUPPORT.socialHandle, external: true } },
    { id: 'hours', icon: <Clock />, ...words.hours, detail: hours },
  ];
  return (
    <StaticPage eyebrow={words.eyebrow} title={words.title} intro={words.intro} width="wide">
      <ul className="grid gap-5 sm:grid-cols-2">
        {channels.map((channel) => (
          <li key={channel.id} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
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
                  {channel.action.external && <span className="sr-only">{words.opensInNewTab}</span>}
                </a>
              )}
              {channel.detail && <p className="mt-1 font-medium text-stone-900">{channel.detail}</p>}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-stone-700">
        {words.note[0]}
        <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {words.privacyPolicy}
        </Link>
        {words.note[1]}
      </p>
    </StaticPage>
  );
}
