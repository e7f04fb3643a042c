import { Link } from 'react-router';
import { DELETED_ACCOUNT_KEPT_DAYS } from '@shared/privacy';
import { BusinessDetails, LegalPage } from './legal-page';

/**
 * What Buddies does with personal data, as the code does it (decision 048): the account and
 * profile tables, the messages and sessions, the export and the deletion of
 * modules/privacy (decision 034), and the services the server is configured with. A change to
 * what is kept or shared changes this text and TERMS_VERSION.
 */
export function PrivacyPolicy() {
  return (
    <LegalPage
      page="privacy"
      intro={
        <p>
          This page says in plain words what Buddies keeps about you, why, who else sees it, and
          what you can do about it.
        </p>
      }
    >
      <section className="grid gap-3">
        <h2>Who is responsible</h2>
        <p>The business that runs Buddies is responsible for your data:</p>
        <BusinessDetails />
      </section>

      <section className="grid gap-3">
        <h2>What we keep, and why</h2>
        <ul>
          <li>
            <strong>Your account:</strong> your name, email address and role (learner or buddy).
            Your password is kept only as a one-way hash; nobody at Buddies can read it. A phone
            number and a photo only if you add them.
          </li>
          <li>
            <strong>Your profile:</strong> what you fill in. Learners: the language you are
            learning, your level, your availability and, if you give them, gender, age, a few words
            about yourself and your interests. Buddies: your description, activities, rates, meeting
            place and open times.
          </li>
          <li>
            <strong>A buddy&apos;s application:</strong> a moderator reviews it and a learning
            expert interviews you; their notes, the interview and each change of your status are
            kept so that decisions can be explained.
          </li>
          <li>
            <strong>What you do here:</strong> your messages, proposals, booked sessions, reviews,
            reports and support messages, because the service is made of them.
          </li>
          <li>
            <strong>Payments:</strong> when a session is paid, the amount, its status and the
            receipt. Card and bank details go to our payment provider, never to us.
          </li>
          <li>
            <strong>Signing in and safety:</strong> your sign-ins, each with a scrambled (hashed)
            form of the network address it came from, and short-lived counts of failed sign-ins and
            sign-ups per email and network address, to slow down people guessing passwords.
          </li>
          <li>
            <strong>Your choices:</strong> the data retention and marketing switches in your
            settings, and the version of these terms you accepted, each with its date. We send no
            marketing mail at the moment; the switch records your choice for when we do.
          </li>
        </ul>
      </section>

      <section className="grid gap-3">
        <h2>Who else sees it</h2>
        <ul>
          <li>
            <strong>Other users</strong> see what a marketplace needs: a buddy&apos;s public profile
            (name, photo, description, activities, rates, reviews), and the people you write to or
            meet see your name, photo and what you send them.
          </li>
          <li>
            <strong>Our team</strong> (moderators and learning experts) sees accounts, sessions and
            support messages to vet buddies, handle reports and answer questions.
          </li>
          <li>
            <strong>Services that deliver for us:</strong> our mail provider sends the emails about
            your account and sessions; our text-message provider (Twilio) sends phone verification
            codes and session texts when you gave a number; our payment provider (Stripe) takes
            payments and pays buddies out. Each gets only what it needs for that.
          </li>
          <li>
            We sell nothing to anyone. The site loads no advertising, no analytics and no
            third-party scripts.
          </li>
        </ul>
      </section>

      <section className="grid gap-3">
        <h2>Cookies and storage in your browser</h2>
        <p>
          Signing in stores a sign-in token in your browser and a cookie that lets our server show
          your own pages. Both end when you log out. There are no tracking cookies.
        </p>
      </section>

      <section className="grid gap-3">
        <h2>Your rights</h2>
        <ul>
          <li>
            <strong>See everything:</strong> Export My Data in your{' '}
            <Link to="/profile/settings" className="text-brand-700 underline">
              settings
            </Link>{' '}
            downloads all we keep about you as a file.
          </li>
          <li>
            <strong>Correct it:</strong> change your name, profile, phone and email in your settings
            and profile.
          </li>
          <li>
            <strong>Delete your account:</strong> Delete My Account in your settings deletes it at
            once, after your password. What is yours alone (your profiles, photo, open times,
            sign-ins) is deleted. What is also someone else&apos;s history (messages you sent,
            sessions, reviews) stays with them, under &quot;Deleted user&quot; and with your name,
            email and phone removed from it. Payment records stay for the books, without your name.
            Your sessions ahead are cancelled and the other side is told.
          </li>
          <li>
            <strong>What the team keeps after a deletion:</strong> your name, email, role, the date
            and the reason you gave, for {DELETED_ACCOUNT_KEPT_DAYS / 365} years (
            {DELETED_ACCOUNT_KEPT_DAYS} days), to handle disputes about past sessions and misuse;
            then it is erased.
          </li>
          <li>
            Questions or a complaint: write to the contact email above. You may also complain to the
            Dutch data protection authority, the Autoriteit Persoonsgegevens.
          </li>
        </ul>
      </section>
    </LegalPage>
  );
}
