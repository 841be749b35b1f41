import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** The awards and certificates page (SPEC §3 earnedAt, §7 awards export, §8 texts). */
export const awardsMessages = untyped(
  defineMessages({
    failed: { id: 'training.awards.failed', defaultMessage: 'Error al cargar las constancias' },
    kindLabel: { id: 'training.awards.kind', defaultMessage: 'Tipo' },
    allKinds: { id: 'training.awards.kind.all', defaultMessage: 'Todos los tipos' },
    'kind.certificate': { id: 'training.awards.kind.certificate', defaultMessage: 'Constancia' },
    'kind.award': { id: 'training.awards.kind.award', defaultMessage: 'Reconocimiento' },
    colTitle: { id: 'training.awards.col.title', defaultMessage: 'Título' },
    colEarned: { id: 'training.awards.col.earned', defaultMessage: 'Obtenida el' },
    colDownload: { id: 'training.awards.col.download', defaultMessage: 'PDF' },
    downloadSelected: {
      id: 'training.awards.downloadSelected',
      defaultMessage: 'Descargar constancias ({count, number})',
    },
    downloadOne: { id: 'training.awards.downloadOne', defaultMessage: 'Descargar' },
    downloadFor: {
      id: 'training.awards.downloadFor',
      defaultMessage: 'Descargar «{title}» de {user}',
    },
    chooseOne: {
      id: 'training.awards.chooseOne',
      defaultMessage: 'Selecciona al menos una constancia para descargar.',
    },
    downloaded: { id: 'training.awards.downloaded', defaultMessage: 'Constancias descargadas' },
    downloadFailed: {
      id: 'training.awards.downloadFailed',
      defaultMessage: 'Error al descargar las constancias',
    },
  }),
);
