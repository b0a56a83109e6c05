import { getIdToken } from '../features/auth/api/firebase-auth';
import { createSiteHealthApi } from '../features/site-health/api/site-health-api';
import { SiteHealthScreen } from '../features/site-health/components/SiteHealthScreen';

const api = createSiteHealthApi({ getToken: getIdToken });

/** Site health (decision 0020): the admin layout's guard renders it only for a signed-in admin. */
export function AdminSiteHealthPage() {
  return <SiteHealthScreen api={api} />;
}
