import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from './token-store';

/** Adds `Authorization: Bearer <token>` and `AccessToken: <token>` when a token is stored. */
export function createAuthMiddleware(tokens: Pick<TokenStore, 'get'>): Middleware {
  return {
    onRequest({ request }) {
      const token = tokens.get();
      if (!token) return undefined;
      // Both headers: the contract (admin.yaml) names both and servers may read either.
      request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('AccessToken', token);
      return request;
    },
  };
}
