import { Link } from 'wouter';
import { SITE_CONFIG } from '../../config/site-config';
import { paths } from '../../paths';
import './logo.css';

function LogoMark() {
  return (
    <svg className="logo__mark" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path
        d="M20 6a14 14 0 0 1 14 14"
        fill="none"
        stroke="var(--color-gold)"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path
        d="M13 27 20 11l7 16M15.8 21h8.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    // The name says where the link goes; the visible wordmark is part of it (WCAG 2.5.3).
    <Link href={paths.home} className="logo" aria-label={`${SITE_CONFIG.clinicName} home`}>
      <LogoMark />
      <span className="logo__name">{SITE_CONFIG.clinicName}</span>
    </Link>
  );
}
