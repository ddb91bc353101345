import { Link } from 'react-router';
import { BRAND, SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { proseClass, StaticPage } from './StaticPage';

/** /cookies: linked from the footer; says plainly which cookies the site sets. */
export default function CookiesPage() {
  return (
    <StaticPage eyebrow="Legal" title="Cookie Policy">
      <div className={proseClass}>
        <p>{BRAND} uses as few cookies as it can: only the ones that make signing in work.</p>
        <h2>What we set</h2>
        <ul>
          <li>
            <strong>Session cookies</strong> keep you signed in after you enter your password (and remember a two-factor step in progress). They
            cannot be read by scripts, are sent only to this site, and end when you sign out.
          </li>
        </ul>
        <p>
          There are no advertising, tracking or analytics cookies, and no cookie banner, because there is nothing optional to consent to.
        </p>
        <h2>Things outside our control</h2>
        <p>
          When an invitation plays background music, the music is streamed from YouTube, and YouTube's own policies apply to it.
        </p>
        <p>
          Questions: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>. See also our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
      </div>
    </StaticPage>
  );
}
