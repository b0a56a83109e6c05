import { getIdToken } from '../features/auth/api/firebase-auth';
import { createMaintenanceApi } from '../features/maintenance/api/maintenance-api';
import { MaintenanceScreen } from '../features/maintenance/components/MaintenanceScreen';

const api = createMaintenanceApi({ getToken: getIdToken });

/** Maintenance mode (decision 0029): the admin layout's guard renders it only for a signed-in admin. */
export function AdminMaintenancePage() {
  return <MaintenanceScreen api={api} />;
}
