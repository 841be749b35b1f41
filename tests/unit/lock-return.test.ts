import { describe, expect, it } from 'vitest';
import { lockReturnOfState, parseLockReturn } from '../../src/features/auth/lock-return';

describe('lock screen return address', () => {
  it('keeps a console path with its query', () => {
    expect(parseLockReturn('/admin/people?search=ana&page=2')).toBe(
      '/admin/people?search=ana&page=2',
    );
    expect(lockReturnOfState({ returnTo: '/admin/log' })).toBe('/admin/log');
  });

  it('refuses other origins, auth screens and non-strings', () => {
    expect(parseLockReturn('//evil.example/x')).toBeNull();
    expect(parseLockReturn('https://evil.example/')).toBeNull();
    expect(parseLockReturn('/auth/lockscreen')).toBeNull();
    expect(parseLockReturn('/auth/login?x=1')).toBeNull();
    expect(parseLockReturn(3)).toBeNull();
    expect(lockReturnOfState(null)).toBeNull();
    expect(lockReturnOfState('x')).toBeNull();
    expect(lockReturnOfState({})).toBeNull();
  });
});
