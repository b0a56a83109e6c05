import { useMemo } from 'react';
import { createSiteHealthApi } from '../features/site-health/api/site-health-api';
import { SiteHealthScreen } from '../features/site-health/components/SiteHealthScreen';
import { useAdminClient } from '../lib/admin-client-context';

/** Site health (decision 0020): the admin layout's guard renders it only for a signed-in admin. */
export function AdminSiteHealthPage() {
  const client = useAdminClient();
  return <SiteHealthScreen api={useMemo(() => createSiteHealthApi(client), [client])} />;
}
