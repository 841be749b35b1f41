import { describe, expect, it } from 'vitest';
import { routeActivityOf } from '../../src/app/route-activity';

describe('routeActivityOf (SPEC §7: route changes reach the last-activity helper)', () => {
  it("sends the dashboard access's security_id on a route change", () => {
    expect(routeActivityOf('/dashboard', 100)).toEqual({ security_id: 100 });
    expect(routeActivityOf('/training/dc3', 102)).toEqual({ security_id: 102 });
  });

  it("sends nothing on '/' nor before a dashboard access is known", () => {
    expect(routeActivityOf('/', 100)).toBeNull();
    expect(routeActivityOf('/dashboard', null)).toBeNull();
  });
});
