import { Link } from 'react-router';
import { BRAND, PACKAGES, SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { proseClass, StaticPage } from './StaticPage';

/** /terms: linked from the footer; the full terms are not written yet, and the page says so. */
export default function TermsPage() {
  return (
    <StaticPage eyebrow="Legal" title="Terms of Service">
      <div className={proseClass}>
        <p>
          Our full terms of service are still being written. Until they are published, here is a plain summary of how {BRAND} works. If
          anything is unclear, please <Link to={paths.contactUs}>contact us</Link> before you pay.
        </p>
        <h2>In short</h2>
        <ul>
          <li>You need an account to create invitations. Keep your password to yourself; you are responsible for what your account publishes.</li>
          <li>
            Packages are one-time payments per invitation: {PACKAGES.silver.label} {PACKAGES.silver.currency}
            {PACKAGES.silver.amount} and {PACKAGES.platinum.label} {PACKAGES.platinum.currency}
            {PACKAGES.platinum.amount}. We review each payment, usually within 1-2 business days.
          </li>
          <li>A published invitation can be opened by anyone who has its link. Share it with the people you mean to invite.</li>
          <li>Upload only words, images and music you have the right to use, and nothing unlawful or hurtful.</li>
          <li>Your content stays yours. We use it only to run the service, as our <Link to={paths.privacyPolicy}>Privacy Policy</Link> describes.</li>
        </ul>
        <p>
          Questions: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>.
        </p>
      </div>
    </StaticPage>
  );
}
