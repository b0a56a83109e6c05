import { useMemo } from 'react';
import { createMaintenanceApi } from '../features/maintenance/api/maintenance-api';
import { MaintenanceScreen } from '../features/maintenance/components/MaintenanceScreen';
import { useAdminClient } from '../lib/admin-client-context';

/** Maintenance mode (decision 0029): the admin layout's guard renders it only for a signed-in admin. */
export function AdminMaintenancePage() {
  const client = useAdminClient();
  return <MaintenanceScreen api={useMemo(() => createMaintenanceApi(client), [client])} />;
}
