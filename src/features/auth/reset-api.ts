import type {
  CompleteResetInput,
  RequestCodeInput,
  VerifyCodeInput,
} from '../../../machines/types/password-reset';
import { toApiError } from '../../api/api-error';
import type { AdminClient } from '../../api/clients';

// The password-reset calls of the reset machine's actors. Each resolves when the server says ok and
// rejects with an ApiError otherwise; the machine reads the error's `reason`.

type Locale = 'es-ES' | 'en-US';

async function run(call: () => Promise<{ error?: unknown; response: Response }>): Promise<void> {
  let result: { error?: unknown; response: Response };
  try {
    result = await call();
  } catch (error) {
    throw toApiError(error);
  }
  if (result.error !== undefined) throw toApiError(result.error, result.response);
}

/** requestPasswordReset: e-mails a 4-digit code. */
export function requestReset(admin: AdminClient, { email, locale }: RequestCodeInput) {
  // The contract knows two locales for the e-mail; every other console locale gets Spanish.
  const wanted: Locale = locale.startsWith('en') ? 'en-US' : 'es-ES';
  return run(() =>
    admin.POST('/admin/v2/password-reset/request', { body: { email, locale: wanted } }),
  );
}

/** verifyPasswordReset: checks the code without using it. */
export function verifyReset(admin: AdminClient, { email, code }: VerifyCodeInput) {
  return run(() => admin.POST('/admin/v2/password-reset/verify', { body: { email, code } }));
}

/** completePasswordReset: sets the new password. */
export function completeReset(admin: AdminClient, { email, code, password }: CompleteResetInput) {
  return run(() =>
    admin.POST('/admin/v2/password-reset/complete', { body: { email, code, password } }),
  );
}
