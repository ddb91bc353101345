import { AtSign, Clock, Heart, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND, SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import type { CommonWords } from '@web/i18n/catalogues/common.english';
import { useWords } from '@web/i18n/i18n';

const linkClass =
  'inline-flex min-h-10 items-center rounded-md text-sm text-stone-300 transition-colors hover:text-white focus-visible:outline-brand-300 sm:min-h-8';

/** The footer's link lists, each a navigation landmark named by its heading. */
const linkSections = (words: CommonWords['footer']) => [
  {
    title: words.explore,
    links: [
      { to: paths.aboutUs, label: words.aboutUs },
      { to: paths.contactUs, label: words.contactUs },
      { to: paths.templates, label: words.templates },
    ],
  },
  {
    title: words.legal,
    links: [
      { to: paths.privacyPolicy, label: words.privacyPolicy },
      { to: paths.terms, label: words.terms },
      { to: paths.cookies, label: words.cookies },
    ],
  },
];

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{children}</h2>;
}

function ContactItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span aria-hidden="true" className="inline-flex shrink-0 text-brand-300 [&_svg]:size-4">
        {icon}
      </span>
      {children}
    </li>
  );
}

/** Footer of the public pages (product.md §2): site links, support channels and business hours. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const words = useWords('common').footer;
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-3">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 self-start rounded-lg font-serif text-xl font-semibold text-white focus-visible:outline-brand-300"
          >
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-white">
              <Heart aria-hidden="true" className="size-4" fill="currentColor" strokeWidth={1.5} />
            </span>
            {BRAND}
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-stone-400">{words.tagline}</p>
        </div>

        {linkSections(words).map(({ title, links }) => (
          <nav key={title} aria-label={title} className="flex flex-col gap-3">
            <FooterHeading>{title}</FooterHeading>
            <ul className="flex flex-col sm:gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="flex flex-col gap-3">
          <FooterHeading>{words.getInTouch}</FooterHeading>
          <ul className="flex flex-col gap-1">
            <ContactItem icon={<Mail />}>
              <a href={`mailto:${SUPPORT.email}`} className={linkClass}>
                {SUPPORT.email}
              </a>
            </ContactItem>
            <ContactItem icon={<MessageCircle />}>
              <a
                href={`https://wa.me/${SUPPORT.whatsappNumber}`}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                WhatsApp +{SUPPORT.whatsappNumber}
                <span className="sr-only">{words.opensInNewTab}</span>
              </a>
            </ContactItem>
            <ContactItem icon={<AtSign />}>
              <a href={SUPPORT.socialUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {SUPPORT.socialHandle}
                <span className="sr-only">{words.opensInNewTab}</span>
              </a>
            </ContactItem>
            <ContactItem icon={<Clock />}>
              <span className="py-2 text-sm text-stone-300 sm:py-1">{words.hours}</span>
            </ContactItem>
          </ul>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-stone-400 sm:px-6 lg:px-8">
          {words.rights(year)}
        </p>
      </div>
    </footer>
  );
}

export default SiteFooter;
