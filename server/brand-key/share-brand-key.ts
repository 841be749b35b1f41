import { parseRecipient } from '../../openapi/rules/recipients';
import { logActivity } from '../platform/activity/activity';
import { ApiFailure, forbidden } from '../platform/http/api-failure';
import { type OperationHandler, type Routes, reply, route } from '../platform/http/operation';
import { enqueue } from '../platform/mail/outbox';

const TEXT = {
  es: (brand: string, key: string) =>
    `Te invitamos a registrarte en la app de ${brand}. Tu llave de marca es: ${key}`,
  en: (brand: string, key: string) =>
    `You are invited to sign up in the ${brand} app. Your brand key is: ${key}`,
} as const;

/** POST /api/v2/shareBrandKey: one outbox message per recipient. */
const shareBrandKey: OperationHandler<'shareBrandKey'> = async (c, { body: b }) => {
  const { db, now } = c.var.deps;
  const { rows: domains } = await db.query<{ id: number; role_id: number; brand_id: number }>(
    'SELECT id, role_id, brand_id FROM admin_domains WHERE admin_id = $1',
    [c.var.admin.id],
  );
  const domain =
    domains.find((d) => d.brand_id === b.brandId) ?? domains.find((d) => d.role_id === 1);
  if (!domain) throw forbidden();
  const { rows } = await db.query<{
    name: string;
    enrollment_key: string | null;
    share_brand_key: boolean;
  }>(
    `SELECT name, enrollment_key, share_brand_key FROM organizations WHERE id = $1 AND kind = 'brand'`,
    [b.brandId],
  );
  const brand = rows[0];
  if (!brand?.enrollment_key || !brand.share_brand_key) {
    throw new ApiFailure(403, 'sharing_disabled', 'This brand does not share its key');
  }
  if (brand.enrollment_key !== b.brandKey) {
    throw new ApiFailure(400, 'validation', 'brandKey is not the brand key', {
      field: 'brandKey',
    });
  }
  const recipients = b.list.map((entry, i) => {
    const r = parseRecipient(entry, b.country);
    if (!r) throw new ApiFailure(400, 'invalid_recipient', 'Invalid phone', { field: `list.${i}` });
    return r;
  });
  const text = (b.language.startsWith('es') ? TEXT.es : TEXT.en)(brand.name, brand.enrollment_key);
  const at = now();
  await db.transaction(async (tx) => {
    for (const r of recipients) {
      await enqueue(
        tx,
        {
          channel: r.kind === 'email' ? 'email' : 'sms',
          recipient: r.kind === 'email' ? r.value : `${b.country}${r.value}`,
          subject: r.kind === 'email' ? brand.name : '',
          body: text,
          meta: { kind: 'share_brand_key', brandId: b.brandId },
        },
        at,
      );
    }
    await logActivity(
      tx,
      {
        brandId: b.brandId,
        adminId: c.var.admin.id,
        securityId: domain.id,
        action: 'share_brand_key',
        targetType: 'brand',
        targetId: b.brandId,
        details: { recipients: recipients.length },
      },
      at,
    );
  });
  return reply(c, { ok: true, sent: recipients.length });
};

export function shareBrandKeyRoutes(routes: Routes): void {
  route(routes, 'shareBrandKey', shareBrandKey);
}
