import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { regionLabel } from '../../machines/rules/region-label';
import type { ScopeRegion } from '../../machines/types/domain';
import { useAppActor } from './system-context';

const NONE: readonly ScopeRegion[] = [];

/** Names a report row's region in the console language, as the scope filter does. */
export function useRegionLabel(): (
  region: { id: number; name: string } | null | undefined,
) => string {
  const intl = useIntl();
  const regions = useSelector(useAppActor('domain'), (s) => s.context.scopes?.regions ?? NONE);
  return useCallback((region) => regionLabel(regions, region, intl.locale), [regions, intl.locale]);
}
