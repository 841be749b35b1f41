import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** Texts of the global score's table tools (SPEC §2 "Tables"). */
export const globalScoreTableMessages = untyped(
  defineMessages({
    searchBreakdown: { id: 'globalScore.table.search', defaultMessage: 'Buscar por nombre' },
    searchModules: { id: 'globalScore.table.searchModules', defaultMessage: 'Buscar módulo' },
    band: { id: 'globalScore.table.band', defaultMessage: 'Calificación' },
    bandAll: { id: 'globalScore.table.band.all', defaultMessage: 'Todas' },
    bandMet: {
      id: 'globalScore.table.band.met',
      defaultMessage: 'En la meta ({target} o más)',
    },
    bandBelow: {
      id: 'globalScore.table.band.below',
      defaultMessage: 'Bajo la meta (menos de {target})',
    },
    bandFailing: {
      id: 'globalScore.table.band.failing',
      defaultMessage: 'Reprobadas (menos de {below})',
    },
    bandNone: { id: 'globalScore.table.band.none', defaultMessage: 'Sin supervisiones' },
    noMatch: {
      id: 'globalScore.table.noMatch',
      defaultMessage: 'Ninguna fila coincide con la búsqueda o el filtro.',
    },
  }),
);
