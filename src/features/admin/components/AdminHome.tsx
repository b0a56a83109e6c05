import { useId } from 'react';
import { BusyButton } from '../../../components/form/BusyButton';
import { FormError } from '../../../components/form/FormError';
import { useSubmitBusy } from '../../../lib/use-submit-busy';
import { Link } from 'wouter';
import { ADMIN_HOME, ADMIN_SECTIONS } from '../admin-screens';
import './admin.css';

type AdminHomeProps = {
  email: string;
  /** Supplied by the page, which owns the session (and may ask about drafts first); this feature knows nothing about auth. */
  onLogout: () => Promise<void>;
};

export function AdminHome({ email, onLogout }: AdminHomeProps) {
  const profileHeadingId = useId();
  // Log out may have stopped to ask about drafts; the button works again if the admin stays.
  const { isBusy, error, run } = useSubmitBusy(() => 'Log out failed. Please try again.');

  return (
    <div className="container admin-home">
      <h1>{ADMIN_HOME.title}</h1>

      <FormError error={error} />

      <section className="admin-profile" aria-labelledby={profileHeadingId}>
        <div className="admin-profile__account">
          <h2 id={profileHeadingId} className="admin-profile__heading">
            Profile
          </h2>
          <p className="admin-profile__email">{`Signed in as ${email}`}</p>
        </div>
        <BusyButton className="button button--secondary" onClick={() => void run(onLogout)} busy={isBusy}>
          Log out
        </BusyButton>
      </section>

      <nav aria-label="Admin sections">
        <ul className="plain-list admin-sections">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path} className="admin-sections__item">
              <Link href={section.path} className="admin-sections__link">
                {section.linkLabel ?? section.title}
              </Link>
              <p className="admin-sections__description">{section.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
