import type { AppApi } from '../../../machines/app';
import type { ScopeResponse } from '../../../machines/types/domain';
import type { Organization } from '../../../machines/types/organization';
import type { AccountOutput } from '../../../machines/types/session';
import type { ApiClients } from '../../api/clients';
import { payload } from '../../api/payload';
import { accountOf, organizationOf } from './organization-map';

/** The client id the console signs in with (the contract only requires one). */
export const CLIENT_ID = 'admin-console';

// Machines branch on `code` of what an actor throws: payload() throws an ApiError carrying the
// server's code (1 and 2 for the login failures of SPEC §8), or 500 when no response came.

/** The machines' API actors over the typed clients of the contract. */
export function createAppApi(api: ApiClients): AppApi {
  const { main, tokens } = api;
  return {
    async login({ username, password }) {
      const result = await main.POST('/token', {
        body: { username, password, client_id: CLIENT_ID, grant_type: 'password' },
      });
      return { access_token: payload(result).access_token };
    },
    async loadAccount(): Promise<AccountOutput> {
      return accountOf(payload(await main.GET('/api/v2/me')));
    },
    async setLastActivity({ security_id }) {
      return payload(await main.POST('/api/v2/setLastActivity', { body: { security_id } }));
    },
    async logout() {
      const token = tokens.get();
      // Without a token there is no server session to end.
      if (!token) return null;
      return payload(await main.POST('/logout', { body: { token } }));
    },
    async loadOrganizations(): Promise<Organization[]> {
      const orgs = payload(
        await main.GET('/api/v2/organizations', {
          params: { query: { 'filter[kind]': 'brand', include: 'storeType' } },
        }),
      );
      return orgs.map(organizationOf);
    },
    async saveTourSettings(change) {
      return payload(await main.PATCH('/api/v2/me/tour', { body: change }));
    },
    async fetchScopes({ level, id }): Promise<ScopeResponse> {
      return payload(
        await main.GET('/api/v2/fetchScopes/{level}/{id}', { params: { path: { level, id } } }),
      );
    },
  };
}
