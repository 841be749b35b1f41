import { type AdminClient, createApiClients } from '../../api/clients';
import { configuredWire } from '../../api/create-clients';
import { createBrowserStore } from '../../app/system/browser-store';
import { tokenStoreOver } from '../../app/system/token-store';

// The admin screens' client reads the token the session machine persists (the same key as the
// app system's clients), so it is signed in whenever the console is. Created on first use.
let client: AdminClient | null = null;

/** The admin (/admin/v2) client of the signed-in console. */
export function adminClient(): AdminClient {
  client ??= createApiClients({
    wire: configuredWire(),
    tokens: tokenStoreOver(createBrowserStore()),
  }).admin;
  return client;
}
