import { defineMessages } from 'react-intl';
import { useApiQueries } from '../api/api-queries';

export const phonePrefixMessages = defineMessages({
  failed: {
    id: 'phonePrefixes.failed',
    defaultMessage: 'Error al cargar los prefijos telefónicos',
  },
});

/**
 * The phone countries (flag, code, calling code) from the server, in its order (SPEC §7 "phone
 * prefixes"): the person form and the brand-key share read the same list.
 */
export function usePhonePrefixes() {
  const read = useApiQueries().admin.useQuery('get', '/admin/v2/phone-prefixes');
  return { data: read.data, loading: read.isPending, error: read.error };
}
