import { Link } from 'wouter';
import { TextSizeControl } from '../../features/text-size/components/TextSizeControl';
import { paths } from '../../paths';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import { MobileMenu } from './MobileMenu';
import './site-header.css';

/** `dark` is for pages whose hero is dark: the header joins it instead of sitting on it as a pale band. */
export type HeaderVariant = 'light' | 'dark';

export function SiteHeader({ variant = 'light' }: { variant?: HeaderVariant }) {
  const isDark = variant === 'dark';
  return (
    <header className={isDark ? 'site-header site-header--dark on-dark' : 'site-header'}>
      <div className="site-header__utility">
        <div className="container site-header__utility-inner">
          <TextSizeControl />
        </div>
      </div>
      <div className="container site-header__bar">
        <Logo />
        <MegaMenu />
        <Link
          href={paths.membership}
          className={isDark ? 'button button--accent site-header__cta' : 'button site-header__cta'}
        >
          Explore membership
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
