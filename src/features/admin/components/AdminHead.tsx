import { Helmet } from 'react-helmet-async';
import { SITE_CONFIG } from '../../../config/site-config';
import type { AdminScreen } from '../admin-screens';

/** Every admin screen's head: its title with the clinic name, and kept out of search results. */
export function AdminHead({ screen }: { screen: AdminScreen }) {
  return (
    <Helmet>
      <title>{`${screen.title} | ${SITE_CONFIG.clinicName}`}</title>
      <meta name="robots" content="noindex" />
    </Helmet>
  );
}
