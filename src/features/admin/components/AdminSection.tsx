import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import './admin.css';

type AdminSectionProps = {
  title: string;
  children?: ReactNode;
};

/** Frame shared by the admin list screens: heading, a way back, then the screen's content. */
export function AdminSection({ title, children }: AdminSectionProps) {
  return (
    <div className="container admin-section">
      <Link href={paths.admin} className="admin-section__back">
        <span aria-hidden="true">←</span> Back to Admin Portal
      </Link>
      <h1>{title}</h1>
      {children ?? <p className="admin-section__empty">No items yet.</p>}
    </div>
  );
}
