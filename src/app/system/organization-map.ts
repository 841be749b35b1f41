import type { Organization } from '../../../machines/types/organization';
import type { AccountOutput } from '../../../machines/types/session';
import type { components } from '../../../openapi/schema';

type ApiOrganization = components['schemas']['Organization'];
type ApiMe = components['schemas']['MeResponse'];

/**
 * The contract's `parent` names the brand (id, name) only, while the machines read the brand's
 * key and flags from it. A store's own `enrollment_key` is "the brand key" in the contract and
 * its `share_brand_key` is the brand's setting, so the parent takes them from the store: a store
 * admin can then share the brand key like the brand's own admins.
 */
export function organizationOf(org: ApiOrganization): Organization {
  const { parent, ...rest } = org;
  return {
    ...rest,
    parent: parent
      ? {
          id: parent.id,
          name: parent.name,
          kind: 'brand',
          training_module: org.training_module,
          supervision_module: org.supervision_module,
          satisfaction_module: org.satisfaction_module,
          kpi_module: org.kpi_module,
          enrollment_key: org.enrollment_key ?? null,
          share_brand_key: org.share_brand_key ?? false,
          storeType: org.storeType,
        }
      : null,
  };
}

/** GET /api/v2/me in the shape the session machine reads. */
export function accountOf(me: ApiMe): AccountOutput {
  return {
    accessToken: me.accessToken,
    user: {
      ...me.user,
      domains: me.user.domains.map((d) => ({ ...d, organization: organizationOf(d.organization) })),
    },
  };
}
