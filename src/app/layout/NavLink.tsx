import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, useLocation } from 'wouter';

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  href: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLAnchorElement>;
};

/** A router link that tells assistive technology which page is current. */
export function NavLink({ href, children, ...rest }: NavLinkProps) {
  const [location] = useLocation();
  return (
    <Link href={href} aria-current={location === href ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}
