import { defineMessages } from 'react-intl';
import { useApiClients } from '../api/api-context';
import { useRead } from '../api/use-read';

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
  const { admin } = useApiClients();
  return useRead((signal) => admin.GET('/admin/v2/phone-prefixes', { signal }), [admin]);
}
