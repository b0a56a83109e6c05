import { apiClient } from '../../lib/api-client';
import { API_PATHS } from '@shared/api-paths';
import type { ClientReport } from '@shared/schemas/client-report';

/**
 * Sends one report to POST /api/client-errors, able to outlive the page (reports often go as the visitor leaves).
 * A failure is dropped silently: reporting it could loop. The server's answer says nothing the page needs.
 */
export function sendReport(report: ClientReport): void {
  apiClient.postJson(API_PATHS.clientErrors, report, { keepalive: true }).catch(() => {});
}
