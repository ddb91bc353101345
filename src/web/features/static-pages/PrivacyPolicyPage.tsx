import { Link } from 'react-router';
import { BRAND, SUPPORT } from '@shared/constants';
import { paths } from '@shared/paths';
import { proseClass, StaticPage } from './StaticPage';

export const PRIVACY_LAST_UPDATED = 'May 14, 2025';

/** /privacy-policy: last updated May 14, 2025, with the four sections of product.md §2. */
export default function PrivacyPolicyPage() {
  return (
    <StaticPage eyebrow="Legal" title="Privacy Policy" meta={`Last updated: ${PRIVACY_LAST_UPDATED}`}>
      <div className={proseClass}>
        <h2 id="introduction">Introduction</h2>
        <p>
          {BRAND} helps you create digital invitations, share them with guests and collect their replies. This policy explains what
          information we collect when you use the service, why we collect it, and how you can reach us about it.
        </p>

        <h2 id="information-we-collect">Information We Collect</h2>
        <ul>
          <li>
            <strong>Name and contact data:</strong> your e-mail address and name, and the contact details you add to an invitation (such as an
            organiser's phone number).
          </li>
          <li>
            <strong>Credentials:</strong> your password, which we store only as a secure hash, and your two-factor settings if you turn them on.
          </li>
          <li>
            <strong>Payment data:</strong> the package you choose, the amount, and the payment receipt you upload. Receipts are private: only you
            and our administrators can open them.
          </li>
          <li>
            <strong>Event information:</strong> what you put on an invitation (names, dates, venue, messages, images, music links) and the RSVP
            replies and wishes your guests send.
          </li>
        </ul>

        <h2 id="how-we-use-your-information">How We Use Your Information</h2>
        <p>We use this information to:</p>
        <ul>
          <li>run your account, keep you signed in and protect it from misuse;</li>
          <li>show your invitation to the people you share it with, and show you the replies your guests send;</li>
          <li>review and confirm payments for the packages you buy;</li>
          <li>send you the e-mails the service needs, such as address verification and password reset.</li>
        </ul>
        <p>
          Guests' names, e-mail addresses and other RSVP details are visible only to the invitation's host and our administrators. We do not
          sell your information or use it for advertising.
        </p>

        <h2 id="contact-us">Contact Us</h2>
        <p>
          Questions about this policy or your information? E-mail us at <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> or see our other
          channels on the <Link to={paths.contactUs}>Contact Us</Link> page.
        </p>
      </div>
    </StaticPage>
  );
}
