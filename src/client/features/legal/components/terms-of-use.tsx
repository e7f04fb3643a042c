import { Link } from 'react-router';
import { LEGAL_PATHS } from '@shared/legal';
import { CANCELLATION_WINDOW_HOURS } from '@shared/session-actions';
import { BusinessDetails, LegalPage } from './legal-page';

/**
 * The terms of the marketplace as the product works (decision 048): vetting, proposals and
 * sessions, payment, cancellation, reports, suspension and deletion. A change of what they
 * promise changes TERMS_VERSION.
 */
export function TermsOfUse() {
  return (
    <LegalPage
      page="terms"
      intro={
        <p>
          These terms are the agreement between you and the business that runs Buddies. They
          describe how the marketplace works; the{' '}
          <Link to={LEGAL_PATHS.privacy} className="text-brand-700 underline">
            Privacy Policy
          </Link>{' '}
          says what happens to your data.
        </p>
      }
    >
      <section className="grid gap-3">
        <h2>Who we are</h2>
        <BusinessDetails />
        <p>Buddies is a pilot in Amsterdam: features and prices may still change.</p>
      </section>

      <section className="grid gap-3">
        <h2>What Buddies is</h2>
        <p>
          Buddies brings language learners together with fluent speakers (&quot;buddies&quot;) for
          conversations in real places around Amsterdam. Buddies arranges the introduction, the
          booking and, where payments are on, the payment. The conversation itself is between the
          learner and the buddy.
        </p>
      </section>

      <section className="grid gap-3">
        <h2>Your account</h2>
        <ul>
          <li>
            You give your real name and an email address you can read, and keep your password to
            yourself.
          </li>
          <li>
            A buddy&apos;s application is reviewed by a moderator and followed by an interview with
            a learning expert; only approved buddies are listed. The team may decline an
            application.
          </li>
          <li>You can delete your account at any time in your settings.</li>
        </ul>
      </section>

      <section className="grid gap-3">
        <h2>Sessions and payment</h2>
        <ul>
          <li>
            A learner proposes an activity and a time; the buddy accepts or declines. A session is
            booked once both have agreed and, where payments are on, once the learner has paid.
          </li>
          <li>
            The price is the buddy&apos;s rate shown before you pay; your receipt shows what you
            paid and to whom. Buddies are paid out after the session took place.
          </li>
          <li>
            Sessions can be cancelled or moved up to {CANCELLATION_WINDOW_HOURS} hours before they
            start, in the app; later than that, please contact support.
          </li>
          <li>
            Meet in the public place agreed in the session. Buddies and learners are responsible for
            their own conduct and safety; report anything wrong through the app.
          </li>
        </ul>
      </section>

      <section className="grid gap-3">
        <h2>Fair use</h2>
        <ul>
          <li>
            Be respectful. No harassment, discrimination, spam, or selling anything else than the
            conversation sessions offered here.
          </li>
          <li>Keep bookings and payments for sessions found on Buddies in Buddies.</li>
          <li>
            The team may read reports and the messages they concern, hold a payment while a report
            is looked at, and suspend an account that breaks these terms. A suspended account cannot
            sign in; write to the contact email to object.
          </li>
        </ul>
      </section>

      <section className="grid gap-3">
        <h2>Changes and questions</h2>
        <p>
          When these terms change, the version above changes and we will ask you to accept the new
          version. Your settings show which version you accepted and when. Questions: write to the
          contact email above. Dutch law applies.
        </p>
      </section>
    </LegalPage>
  );
}
