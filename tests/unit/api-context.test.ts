// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ApiProvider, useApiClients } from '../../src/api/api-context';
import { ApiError } from '../../src/api/api-error';
import { type ApiClients, createApiClients } from '../../src/api/clients';
import { payload } from '../../src/api/payload';
import { createTokenStore } from '../../src/api/token-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Renders a probe inside `wrap` and reports what useApiClients gave (act rethrows a render error).
function probe(wrap: (child: ReactNode) => ReactNode): ApiClients | null {
  let seen: ApiClients | null = null;
  function Probe() {
    seen = useApiClients();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  try {
    act(() => root.render(wrap(createElement(Probe))));
  } finally {
    act(() => root.unmount());
  }
  return seen;
}

describe('useApiClients', () => {
  it('gives every view the one set of clients the provider holds', () => {
    const clients = createApiClients({
      baseUrl: 'http://api.test',
      tokens: createTokenStore(null),
    });
    const seen = probe((children) => createElement(ApiProvider, { clients, children }));
    expect(seen).toBe(clients);
  });

  it('says what is missing outside a provider', () => {
    expect(() => probe((child) => child)).toThrow('useApiClients needs an ApiProvider');
  });
});

describe('payload', () => {
  const ok = new Response(null, { status: 200 });

  it('returns the data of a successful call', () => {
    expect(payload({ data: { id: 7 }, response: ok })).toEqual({ id: 7 });
  });

  it("throws the server's code and reason", () => {
    const response = new Response(null, { status: 409 });
    const error = { error: true, code: 409, reason: 'duplicate', message: 'Ya existe' };
    expect(() => payload({ error, response })).toThrow(ApiError);
    try {
      payload({ error, response });
    } catch (thrown) {
      expect(thrown).toMatchObject({ code: 409, reason: 'duplicate' });
    }
  });

  it('refuses a non-2xx answer or a missing body even without an error object', () => {
    expect(() =>
      payload({ data: { id: 1 }, response: new Response(null, { status: 502 }) }),
    ).toThrow(ApiError);
    expect(() => payload({ response: ok })).toThrow(ApiError);
  });
});
