import { Link } from 'react-router';
import { PACKAGES, SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { formatRinggit } from '@web/i18n/format';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { proseClass, StaticPage } from './StaticPage';

/** /terms: linked from the footer; the full terms are not written yet, and the page says so. */
export default function TermsPage() {
  const pages = useWords('pages');
  const words = pages.terms;
  const language = useLanguage();
  return (
    <StaticPage eyebrow={pages.legal} title={words.title}>
      <div className={proseClass}>
        <p>
          {words.intro[0]}
          <Link to={paths.contactUs}>{words.contactUs}</Link>
          {words.intro[1]}
        </p>
        <h2>{words.inShort}</h2>
        <ul>
          <li>{words.account}</li>
          <li>{words.packages(formatRinggit(language, PACKAGES.silver.amount), formatRinggit(language, PACKAGES.platinum.amount))}</li>
          <li>{words.link}</li>
          <li>{words.upload}</li>
          <li>
            {words.content[0]}
            <Link to={paths.privacyPolicy}>{words.privacyPolicy}</Link>
            {words.content[1]}
          </li>
        </ul>
        <p>
          {pages.questions[0]}
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          {pages.questions[1]}
        </p>
      </div>
    </StaticPage>
  );
}
