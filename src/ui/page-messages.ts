import { defineMessages } from 'react-intl';

/** Texts every page shows the same way (SPEC §8). */
export const pageMessages = defineMessages({
  emptyState: {
    id: 'common.empty.filter',
    defaultMessage: 'No hay información disponible con el filtro seleccionado',
  },
});
