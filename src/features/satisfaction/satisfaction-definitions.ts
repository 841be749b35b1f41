import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

// What each satisfaction figure counts, over which answers and period, and its unit (shown by
// the info button beside it).
export const satisfactionDefinitions = untyped(
  defineMessages({
    trend: {
      id: 'definition.satisfaction.trend',
      defaultMessage:
        'NPS de las respuestas terminadas en cada día, semana o mes del periodo, en las tiendas del ámbito: % de promotores (9 y 10) − % de detractores (0 a 6), junto al periodo anterior y la meta. Unidad: puntos de −100 a +100.',
    },
    histogram: {
      id: 'definition.satisfaction.histogram',
      defaultMessage:
        'Respuestas terminadas durante el periodo en las tiendas del ámbito, por la calificación de recomendación que dio el cliente (0 a 10). Unidad: respuestas.',
    },
    storesChart: {
      id: 'definition.satisfaction.storesChart',
      defaultMessage:
        'NPS de cada tienda de la página con las respuestas terminadas durante el periodo, frente a la meta. Unidad: puntos de −100 a +100.',
    },
    surveys: {
      id: 'definition.satisfaction.surveys',
      defaultMessage:
        'Encuestas respondidas y terminadas durante el periodo para la tienda. Unidad: respuestas.',
    },
    completion: {
      id: 'definition.satisfaction.completion',
      defaultMessage:
        'Respuestas terminadas × 100 ÷ veces que los clientes abrieron la encuesta durante el periodo. Unidad: %.',
    },
    nps: {
      id: 'definition.satisfaction.nps',
      defaultMessage:
        '% de promotores (9 y 10) − % de detractores (0 a 6) entre las respuestas terminadas durante el periodo. Unidad: puntos de −100 a +100.',
    },
  }),
);
