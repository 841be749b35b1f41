import { toApiError } from '../../../api/api-error';
import type { MainClient } from '../../../api/clients';

// The share call belongs to no machine; it goes through the console's main client (from
// useApiClients), which carries the session's token.

/** What POST /api/v2/shareBrandKey needs (SPEC §7). */
export interface ShareBrandKeyInput {
  brandId: number;
  brandName: string;
  brandKey: string;
  list: string[];
  country: string;
  language: string;
}

/** Sends the brand key; resolves when queued, rejects with an ApiError otherwise. */
export async function shareBrandKey(main: MainClient, body: ShareBrandKeyInput): Promise<void> {
  const result = await main.POST('/api/v2/shareBrandKey', { body });
  if (result.error !== undefined) throw toApiError(result.error, result.response);
}
