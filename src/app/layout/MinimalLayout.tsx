import type { ReactNode } from 'react';
import { TextSizeControl } from '../../features/text-size/components/TextSizeControl';
import { Logo } from './Logo';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import './layout.css';
import './site-header.css';

/** Sign-in and admin screens: no marketing navigation to distract from the task. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="site-header site-header--minimal">
        <div className="container site-header__bar">
          <Logo />
          <TextSizeControl />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main site-main--minimal">
        {children}
      </main>
    </>
  );
}
