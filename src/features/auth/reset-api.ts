import { toApiError } from '../../api/api-error';
import { type AdminClient, createApiClients } from '../../api/clients';
import { configuredWire } from '../../api/create-clients';
import { type ResetFailure, resetFailureOf } from './reset-rules';

// The reset calls need no session, so the flow has its own admin client (created on first use).
let client: AdminClient | null = null;
const admin = (): AdminClient => {
  client ??= createApiClients({ wire: configuredWire() }).admin;
  return client;
};

type Locale = 'es-ES' | 'en-US';

/** Result of a reset call: ok, or the failure to show. */
export type ResetResult = { ok: true } | { ok: false; failure: ResetFailure };

async function run(call: () => Promise<{ error?: unknown; response: Response }>) {
  try {
    const result = await call();
    if (result.error === undefined) return { ok: true } as const;
    return {
      ok: false,
      failure: resetFailureOf(toApiError(result.error, result.response).reason),
    } as const;
  } catch (error) {
    return { ok: false, failure: resetFailureOf(toApiError(error).reason) } as const;
  }
}

/** requestPasswordReset: e-mails a 4-digit code. */
export function requestReset(email: string, locale: string): Promise<ResetResult> {
  const wanted: Locale = locale.startsWith('en') ? 'en-US' : 'es-ES';
  return run(() =>
    admin().POST('/admin/v2/password-reset/request', { body: { email, locale: wanted } }),
  );
}

/** verifyPasswordReset: checks the code without using it. */
export function verifyReset(email: string, code: string): Promise<ResetResult> {
  return run(() => admin().POST('/admin/v2/password-reset/verify', { body: { email, code } }));
}

/** completePasswordReset: sets the new password. */
export function completeReset(email: string, code: string, password: string): Promise<ResetResult> {
  return run(() =>
    admin().POST('/admin/v2/password-reset/complete', { body: { email, code, password } }),
  );
}
