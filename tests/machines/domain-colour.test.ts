// The selected domain's colour, logo and the admin's picture, from /me answers shaped by the
// server's own organisation view (not hand-written fixtures).
import { describe, expect, it } from 'vitest';
import { createWholeAppSystem } from '../../machines/console';
import { selectSelectedDomain } from '../../machines/domain';
import { plainSecureStore } from '../../machines/secure-store';
import { selectUser } from '../../machines/session';
import { MemoryStore } from '../../machines/storage';
import type { components } from '../../openapi/schema';
import { BRANDS } from '../../server/platform/db/seed/seed-data';
import { accountOf } from '../../src/app/system/organization-map';
import { type ApiOrganization, seededBrand } from './seeded-organization';

const flush = () => new Promise((r) => setTimeout(r, 0));

function me(organization: ApiOrganization): components['schemas']['MeResponse'] {
  return {
    accessToken: 'refreshed-token',
    user: {
      id: 2,
      first_name: 'Ricardo',
      last_name: 'Méndez Aranda',
      email: 'brand@demo.test',
      phone: null,
      avatar: null,
      role: 'brandAdmin',
      locale: 'es-ES',
      profile_image: '/demo/avatar-brand-manager.svg',
      timezone: 'America/Mexico_City',
      domains: [{ id: 2, role_id: 2, brand_store_group_id: null, storeGroup: null, organization }],
      tour: { show_tour: true, seen_tours: [] },
    },
  };
}

async function signedInWith(organization: ApiOrganization) {
  const app = createWholeAppSystem({
    store: new MemoryStore(),
    secure: plainSecureStore,
    api: {
      login: async () => ({ access_token: 't1' }),
      loadAccount: async () => accountOf(me(organization)),
      fetchScopes: async () => ({ stores: [], regions: [], brands: [] }),
    },
  });
  app.start();
  app.system.get('session').send({ type: 'session.login', username: 'a@b.mx', password: 'x' });
  for (let i = 0; i < 5; i++) await flush();
  return app;
}

describe('the selected domain of a brand manager', () => {
  it("takes the brand's colour and logo from the server's answer, and the admin's picture", async () => {
    const brand = BRANDS[0];
    const app = await signedInWith(seededBrand(0));
    const selected = selectSelectedDomain(app.system.get('domain').getSnapshot());
    expect(selected).toMatchObject({
      name: brand?.name,
      color: brand?.color,
      logo: `/demo/logo-${brand?.industry}.svg`,
    });
    expect(selectUser(app.system.get('session').getSnapshot())?.profileImage).toBe(
      '/demo/avatar-brand-manager.svg',
    );
    app.stop();
  });

  it('keeps the default domain colour #284cec for an organisation without one', async () => {
    const app = await signedInWith({ ...seededBrand(1), theme_settings: {} });
    expect(selectSelectedDomain(app.system.get('domain').getSnapshot())?.color).toBe('#284cec');
    app.stop();
  });
});
