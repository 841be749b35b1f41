import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

/** How a report's detail explains its score (report-detail-totals.ts). */
export const reportDetailMessages = untyped(
  defineMessages({
    sums: {
      id: 'training.detail.totals.sums',
      defaultMessage:
        'Los puntos de las preguntas suman {points, number} de {max, number}: la calificación de {score}.',
    },
    unrecorded: {
      id: 'training.detail.totals.unrecorded',
      defaultMessage:
        '{count, plural, one {No se registró la respuesta de la pregunta {questions}} other {No se registraron las respuestas de las preguntas {questions}}}. La calificación de {score} la calculó la app; las respuestas registradas suman {points, number} de {max, number} puntos.',
    },
    unrecordedAll: {
      id: 'training.detail.totals.unrecordedAll',
      defaultMessage:
        'No se registró ninguna respuesta de este intento: la calificación de {score} la calculó la app y no se puede desglosar por pregunta.',
    },
    differs: {
      id: 'training.detail.totals.differs',
      defaultMessage:
        'Los puntos de las preguntas suman {points, number} de {max, number} ({percent}), pero la calificación registrada es {score}: la calculó la app.',
    },
    notRecorded: { id: 'training.detail.notRecorded', defaultMessage: 'No registrada' },
    pointsNotRecorded: {
      id: 'training.detail.pointsNotRecorded',
      defaultMessage: '— de {max, number}',
    },
  }),
);
