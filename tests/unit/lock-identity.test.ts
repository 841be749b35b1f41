import { describe, expect, it } from 'vitest';
import { parseLockIdentity } from '../../src/features/auth/lock-identity';

describe('lock screen identity', () => {
  it('reads a stored identity', () => {
    expect(parseLockIdentity('{"name":"Ana","email":"ana@x.mx","image":null}')).toEqual({
      name: 'Ana',
      email: 'ana@x.mx',
      image: null,
    });
    expect(parseLockIdentity('{"name":"Ana","email":"ana@x.mx","image":"/a.png"}')?.image).toBe(
      '/a.png',
    );
  });

  it('refuses anything else', () => {
    expect(parseLockIdentity(null)).toBeNull();
    expect(parseLockIdentity('not json')).toBeNull();
    expect(parseLockIdentity('"ana"')).toBeNull();
    expect(parseLockIdentity('{"name":"Ana","email":""}')).toBeNull();
    expect(parseLockIdentity('{"name":1,"email":"ana@x.mx"}')).toBeNull();
  });
});
