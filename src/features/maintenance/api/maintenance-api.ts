import type { AdminClient } from '../../../lib/admin-client';
import { API_PATHS } from '@shared/api-paths';
import type { MaintenanceSettings } from '@shared/maintenance';

export type MaintenanceApi = {
  read: (signal?: AbortSignal) => Promise<MaintenanceSettings>;
  turn: (on: boolean) => Promise<{ settings: MaintenanceSettings; message: string }>;
};

/** The maintenance switch (decision 0029) on the admin client. */
export function createMaintenanceApi(client: AdminClient): MaintenanceApi {
  return {
    read: (signal) => client.read<MaintenanceSettings>(API_PATHS.maintenanceSettings, signal),
    turn: async (on) => {
      const answer = await client.put<MaintenanceSettings>(API_PATHS.maintenanceSettings, { on });
      return { settings: answer.data, message: answer.message };
    },
  };
}
