import { createContext, useContext, type ReactNode } from 'react';
import type { AdminClient } from './admin-client';

const AdminClientContext = createContext<AdminClient | null>(null);

/** Set once by the admin layout, which knows where the ID token comes from (the features know nothing of auth). */
export function AdminClientProvider({ client, children }: { client: AdminClient; children: ReactNode }) {
  return <AdminClientContext value={client}>{children}</AdminClientContext>;
}

/** The admin client for a route page to build its features' calls on (features/<name>/api). */
export function useAdminClient(): AdminClient {
  const client = useContext(AdminClientContext);
  if (!client)
    throw new Error('useAdminClient: no AdminClientProvider above this screen (the admin layout provides it).');
  return client;
}
