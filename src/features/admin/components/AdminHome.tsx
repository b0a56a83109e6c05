import { useId, useState } from 'react';
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
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleLogout = async () => {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await onLogout();
    } catch {
      setError('Log out failed. Please try again.');
    } finally {
      // Log out may have stopped to ask about drafts; the button works again if the admin stays.
      setBusy(false);
    }
  };

  return (
    <div className="container admin-home">
      <h1>{ADMIN_HOME.title}</h1>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}

      <section className="admin-profile" aria-labelledby={profileHeadingId}>
        <div className="admin-profile__account">
          <h2 id={profileHeadingId} className="admin-profile__heading">
            Profile
          </h2>
          <p className="admin-profile__email">{`Signed in as ${email}`}</p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={handleLogout}
          aria-disabled={isBusy || undefined}
        >
          Log out
        </button>
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
