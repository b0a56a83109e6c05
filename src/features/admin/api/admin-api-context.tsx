import { createContext, useContext, type ReactNode } from 'react';
import type { AdminApi } from './admin-api';

const AdminApiContext = createContext<AdminApi | null>(null);

/** Set once by the admin layout, which knows where the ID token comes from (this feature knows nothing of auth). */
export function AdminApiProvider({ api, children }: { api: AdminApi; children: ReactNode }) {
  return <AdminApiContext value={api}>{children}</AdminApiContext>;
}

export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi: no AdminApiProvider above this screen (the admin layout provides it).');
  return api;
}
