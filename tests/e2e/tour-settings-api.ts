// The server keeps each admin's tour settings across browsers, and every browser test shares one
// server: a tour test starts its admin from a new admin's settings (tips on, no tour seen)
// through the same typed client the console uses.
import { TOUR_PAGES } from '../../machines/rules/tour';
import { createApiClients } from '../../src/api/clients';
import { payload } from '../../src/api/payload';
import { createTokenStore } from '../../src/api/token-store';
import { CLIENT_ID } from '../../src/app/system/api-actors';
import { PASSWORD } from './browser';

/** Tips on and every tour unseen for `email`, as for a new administrator. */
export async function resetTourSettings(baseUrl: string, email: string): Promise<void> {
  // A memory token store: Node may offer a localStorage of its own, which is not this test's.
  const api = createApiClients({ baseUrl, tokens: createTokenStore(null) });
  const { access_token } = payload(
    await api.main.POST('/token', {
      body: { username: email, password: PASSWORD, client_id: CLIENT_ID, grant_type: 'password' },
    }),
  );
  api.tokens.set(access_token);
  payload(
    await api.main.PATCH('/api/v2/me/tour', {
      body: { show_tour: true, unseen: [...TOUR_PAGES] },
    }),
  );
  payload(await api.main.POST('/logout', { body: { token: access_token } }));
}
