import { ACCESS_TOKEN_KEY } from '../../../machines/rules/session';
import type { KeyValueStore } from '../../../machines/storage';
import type { TokenStore } from '../../api/token-store';

/**
 * The clients read the token the session machine persists: one key, one owner. The machine
 * writes it (persistToken); the clients only read it, plus `set` for the refreshed token.
 */
export function tokenStoreOver(store: KeyValueStore): TokenStore {
  return {
    get: () => store.get(ACCESS_TOKEN_KEY),
    set: (token) => store.set(ACCESS_TOKEN_KEY, token),
    clear: () => store.remove(ACCESS_TOKEN_KEY),
  };
}
