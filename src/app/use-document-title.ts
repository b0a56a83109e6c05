import { useEffect } from 'react';
import { SITE_CONFIG } from '../config/site-config';

/** Stand-in for react-helmet-async until head management lands; page titles end with the clinic name. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_CONFIG.clinicName}` : SITE_CONFIG.clinicName;
  }, [title]);
}
