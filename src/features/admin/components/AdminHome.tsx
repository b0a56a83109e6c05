import { useId, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import './admin.css';

const SECTIONS = [
  { label: 'Blogs', href: paths.adminBlogs, description: 'Write, edit and remove blog posts.' },
  {
    label: 'Location Pages',
    href: paths.adminLocationPages,
    description: 'Manage the landing pages for each area the clinic serves.',
  },
  { label: 'Inquiries', href: paths.adminInquiries, description: 'Read requests sent through the contact form.' },
] as const;

type AdminHomeProps = {
  email: string;
  /** Supplied by the page, which owns the session; this feature knows nothing about auth. */
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
      setBusy(false);
    }
  };

  return (
    <div className="container admin-home">
      <h1>Admin Portal</h1>

      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}

      <section className="admin-profile" aria-labelledby={profileHeadingId}>
        <h2 id={profileHeadingId} className="admin-profile__heading">
          {`Signed in as ${email}`}
        </h2>
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
          {SECTIONS.map((section) => (
            <li key={section.href} className="admin-sections__item">
              <Link href={section.href} className="admin-sections__link">
                {section.label}
              </Link>
              <p className="admin-sections__description">{section.description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
