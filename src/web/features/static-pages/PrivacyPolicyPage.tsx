import { Link } from 'react-router';
import { SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { useWords } from '@web/i18n/i18n';
import { proseClass, StaticPage } from './StaticPage';

/** /privacy-policy: last updated May 14, 2025, with the four sections of product.md §2. */
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
        <ul>
          {words.use.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{words.use.after}</p>

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
