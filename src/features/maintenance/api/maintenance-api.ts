import { ApiRequestError, createApiClient, type ApiClientOptions } from '../../../lib/api-client';
import { API_PATHS } from '../../../shared/api-paths';
import type { MaintenanceSettings } from '../../../shared/maintenance';

export type MaintenanceApi = {
  read: (signal?: AbortSignal) => Promise<MaintenanceSettings>;
  turn: (on: boolean) => Promise<{ settings: MaintenanceSettings; message: string }>;
};

const SIGNED_OUT = 'Your session has ended. Sign in again in another tab, then refresh this page.';

/** The maintenance switch (decision 0029) with the admin's ID token (the page hands over where it comes from). */
export function createMaintenanceApi({
  getToken,
  ...clientOptions
}: Pick<ApiClientOptions, 'baseUrl' | 'fetchImpl'> & { getToken: () => Promise<string | null> }): MaintenanceApi {
  const client = createApiClient(clientOptions);
  const token = async () => {
    const value = await getToken();
    if (!value) throw new ApiRequestError(SIGNED_OUT, 'server', 401);
    return value;
  };
  return {
    read: async (signal) =>
      client.getJson<MaintenanceSettings>(API_PATHS.maintenanceSettings, { signal, token: await token() }),
    turn: async (on) => {
      const answer = await client.putJson<MaintenanceSettings>(
        API_PATHS.maintenanceSettings,
        { on },
        { token: await token() },
      );
      return { settings: answer.data, message: answer.message };
    },
  };
}
