import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ADMIN_HOME } from '../admin-screens';
import './admin.css';

type AdminSectionProps = {
  title: string;
  children?: ReactNode;
};

/** Frame of every admin screen but the portal's home: a way back, the heading, then the screen's content. */
export function AdminSection({ title, children }: AdminSectionProps) {
  return (
    <div className="container admin-section">
      <Link href={ADMIN_HOME.path} className="admin-section__back">
        <span aria-hidden="true">←</span> Back to {ADMIN_HOME.title}
      </Link>
      <h1>{title}</h1>
      {children ?? <p className="admin-section__empty">No items yet.</p>}
    </div>
  );
}
