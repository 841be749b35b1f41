/**
 * SPEC §7: on a route change, except to '/', the dashboard access's security_id goes to the
 * last-activity helper (POST /api/v2/setLastActivity). The body to send, or null when nothing is
 * sent: on '/', or while no dashboard access is known (signed out, domain not chosen yet).
 */
export function routeActivityOf(
  path: string,
  securityId: number | null,
): { security_id: number } | null {
  if (path === '/' || securityId === null) return null;
  return { security_id: securityId };
}
