import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { apiClient, type ApiAnswer } from '../../../lib/api-client';
import { API_PATHS } from '@shared/api-paths';
import { getClinicAuth } from './firebase-auth';

/**
 * Invitations and password resets both carry a password-reset action code (the server makes them with the Admin
 * SDK's generatePasswordResetLink): checking it tells whose account it is; confirming it sets the password and,
 * by following a link that only the mailbox received, proves the address.
 */
export function emailOfResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(getClinicAuth(), oobCode);
}

export function setPasswordWithCode(oobCode: string, password: string): Promise<void> {
  return confirmPasswordReset(getClinicAuth(), oobCode, password);
}

/**
 * Asks the clinic API to mail a password-reset link. The answer is the same whether or not the address has an
 * account (only the rate limit answers differently), so the page cannot be used to find out who works here.
 */
export function requestPasswordReset(email: string): Promise<ApiAnswer<unknown>> {
  return apiClient.postJson(API_PATHS.passwordReset, { email });
}
