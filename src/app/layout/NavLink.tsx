import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

type NavLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
};

/** A router link that tells assistive technology which page is current. */
export function NavLink({ href, children, className, onClick }: NavLinkProps) {
  const [location] = useLocation();
  return (
    <Link href={href} className={className} aria-current={location === href ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
