import { describe, expect, it } from 'vitest';
import { isNewBuild, servedBuildId } from '../../src/app/version-check';

describe('new-version check', () => {
  it('reads the build id of version.json', () => {
    expect(servedBuildId({ buildId: 'abc123' })).toBe('abc123');
    expect(servedBuildId({ buildId: '' })).toBeNull();
    expect(servedBuildId({ buildId: 7 })).toBeNull();
    expect(servedBuildId(null)).toBeNull();
    expect(servedBuildId('abc')).toBeNull();
  });

  it('reports a new build only when both ids are known and differ', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild(null, 'b')).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
  });
});
