import { toApiError } from '../../api/api-error';
import { createApiClients, type MainClient } from '../../api/clients';
import { configuredWire } from '../../api/create-clients';
import { createBrowserStore } from '../../app/system/browser-store';
import { tokenStoreOver } from '../../app/system/token-store';

// The share call belongs to no machine: one main client over the session's stored token,
// created on first use so the sign-in chunk never builds it.
let client: MainClient | null = null;
const main = (): MainClient => {
  client ??= createApiClients({
    wire: configuredWire(),
    tokens: tokenStoreOver(createBrowserStore()),
  }).main;
  return client;
};

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
export async function shareBrandKey(body: ShareBrandKeyInput): Promise<void> {
  const result = await main().POST('/api/v2/shareBrandKey', { body });
  if (result.error !== undefined) throw toApiError(result.error, result.response);
}
