import { Link } from 'wouter';
import { SITE_CONFIG } from '../../config/site-config';
import { TextSizeControl } from '../../features/text-size/components/TextSizeControl';
import { paths } from '../../paths';
import { deferredSection } from '../../rendering/deferred-section';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import './site-header.css';

/**
 * The desktop menu hydrates once it is on screen, which on a phone (below 1024 px, where CSS hides it) is never: its
 * code is no part of a phone's first load (decision 0016). On a desktop it loads right after the page, or at the
 * first pointer or focus on it; until then its links are plain links.
 */
const MegaMenu = deferredSection('.site-nav', () => import('./MegaMenu').then((m) => m.MegaMenu), '.site-header');

/** `dark` is for pages whose hero is dark: the header joins it instead of sitting on it as a pale band. */
export type HeaderVariant = 'light' | 'dark';

export function SiteHeader({ variant = 'light' }: { variant?: HeaderVariant }) {
  const isDark = variant === 'dark';
  const [phone] = SITE_CONFIG.phones;
  return (
    <header className={isDark ? 'site-header site-header--dark on-dark' : 'site-header'}>
      <div className="site-header__utility">
        <div className="container site-header__utility-inner">
          {/* One tap to call or to reach the contact page on every page, without opening the menu. */}
          {phone ? (
            <a href={`tel:${phone.dial}`} className="site-header__quick">
              Call <span className="site-header__quick-detail">{phone.display}</span>
            </a>
          ) : null}
          <Link href={paths.contact} className="site-header__quick">
            Contact
          </Link>
          {/* A plain link: the search page is the server's (decision 0026), and this costs no script. */}
          <a href={paths.search} className="site-header__quick site-header__search">
            <svg className="site-header__search-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <span className="site-header__search-label">Search</span>
          </a>
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
