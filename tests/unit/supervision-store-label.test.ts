import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_LABEL,
  supervisionStoreLabel,
} from '../../server/supervision/supervision-store-label';

// The visit PDF names the store with the domain's own word (SPEC §1), never a fixed "Tienda:".
describe("the visit PDF's store label", () => {
  it("is the brand's Spanish store word, capitalised", () => {
    expect(supervisionStoreLabel({ es: 'Sucursal', en: 'Branch' })).toBe('Sucursal');
    expect(supervisionStoreLabel({ es: 'plantel' })).toBe('Plantel');
    expect(supervisionStoreLabel('{"es":"planta"}')).toBe('Planta');
  });

  it('falls back to the default word', () => {
    expect(DEFAULT_STORE_LABEL).toBe('Sucursal');
    expect(supervisionStoreLabel({})).toBe('Sucursal');
    expect(supervisionStoreLabel({ en: 'Store' })).toBe('Sucursal');
    expect(supervisionStoreLabel(null)).toBe('Sucursal');
    expect(supervisionStoreLabel('not json')).toBe('Sucursal');
    expect(supervisionStoreLabel({ es: '  ' })).toBe('Sucursal');
  });
});
