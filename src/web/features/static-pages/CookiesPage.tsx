import { Link } from 'react-router';
import { SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { useWords } from '@web/i18n/i18n';
import { proseClass, StaticPage } from './StaticPage';

/** /cookies: linked from the footer; says plainly which cookies the site sets. */
export default function CookiesPage() {
  const pages = useWords('pages');
  const words = pages.cookies;
  return (
    <StaticPage eyebrow={pages.legal} title={words.title}>
      <div className={proseClass}>
        <p>{words.intro}</p>
        <h2>{words.whatWeSet}</h2>
        <ul>
          <li>
            <strong>{words.session.term}</strong>
            {words.session.text}
          </li>
          <li>
            <strong>{words.language.term}</strong>
            {words.language.text}
          </li>
          <li>
            <strong>{words.answer.term}</strong>
            {words.answer.text}
          </li>
        </ul>
        <p>{words.none}</p>
        <h2>{words.outside}</h2>
        <p>{words.music}</p>
        <p>
          {words.questions[0]}
          <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          {words.questions[1]}
          <Link to={paths.privacyPolicy}>{words.privacyPolicy}</Link>
          {words.questions[2]}
        </p>
      </div>
    </StaticPage>
  );
}
