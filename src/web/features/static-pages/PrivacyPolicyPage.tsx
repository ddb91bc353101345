import { Link } from 'react-router';
import { SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { useWords } from '@web/i18n/i18n';
import { proseClass, StaticPage } from './StaticPage';

/** /privacy-policy: the Privacy Notice (product.md §17): SPEC's four sections, with how long data is kept and the PDPA rights between them. */
export default function PrivacyPolicyPage() {
  const pages = useWords('pages');
  const words = pages.privacy;
  const email = <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>;
  return (
    <StaticPage eyebrow={pages.legal} title={words.title} meta={words.lastUpdated}>
      <div className={proseClass}>
        <h2 id="introduction">{words.introduction.title}</h2>
        <p>{words.introduction.text}</p>

        <h2 id="information-we-collect">{words.collect.title}</h2>
        <ul>
          {words.collect.items.map((item) => (
            <li key={item.term}>
              <strong>{item.term}</strong>
              {item.text}
            </li>
          ))}
        </ul>

        <h2 id="how-we-use-your-information">{words.use.title}</h2>
        <p>{words.use.lead}</p>
        <BulletList items={words.use.items} />
        <p>{words.use.after}</p>

        <h2 id="how-long-we-keep-it">{words.retention.title}</h2>
        <BulletList items={words.retention.items} />

        <h2 id="your-rights">{words.rights.title}</h2>
        <p>{words.rights.lead}</p>
        <BulletList items={words.rights.items} />
        <p>
          <Link to={paths.profile}>{words.rights.profileLink}</Link> · {email}
        </p>
        <p>{words.rights.guests}</p>

        <h2 id="contact-us">{words.contact.title}</h2>
        <p>
          {words.contact.text[0]}
          {email}
          {words.contact.text[1]}
          <Link to={paths.contactUs}>{words.contact.link}</Link>
          {words.contact.text[2]}
        </p>
      </div>
    </StaticPage>
  );
}

/** A plain list of the notice's points, one sentence each. */
function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
