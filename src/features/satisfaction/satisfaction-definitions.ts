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
    headline: {
      id: 'definition.satisfaction.headline',
      defaultMessage:
        '% de promotores (9 y 10) − % de detractores (0 a 6) entre las respuestas terminadas durante el periodo en las tiendas del ámbito (y de la encuesta elegida). Debajo: las respuestas en que se basa, su margen de error al 95 % y el cambio frente al periodo anterior de los mismos días. Unidad: puntos de −100 a +100.',
    },
    groups: {
      id: 'definition.satisfaction.groups',
      defaultMessage:
        'Respuestas terminadas durante el periodo en las tiendas del ámbito, repartidas por la calificación de recomendación: promotores (9 y 10), pasivos (7 y 8) y detractores (0 a 6). Unidad: % de las respuestas (entre paréntesis, respuestas).',
    },
    boardNps: {
      id: 'definition.satisfaction.boardNps',
      defaultMessage:
        'NPS de la fila (región o tienda) con sus respuestas terminadas durante el periodo: % de promotores (9 y 10) − % de detractores (0 a 6). Unidad: puntos de −100 a +100.',
    },
    boardAnswers: {
      id: 'definition.satisfaction.boardAnswers',
      defaultMessage:
        'Respuestas terminadas durante el periodo en la fila; con menos que el mínimo elegido la fila no se clasifica. Unidad: respuestas.',
    },
    boardMargin: {
      id: 'definition.satisfaction.boardMargin',
      defaultMessage:
        'Margen de error del NPS de la fila con 95 % de confianza: el NPS de todos sus clientes está a menos de estos puntos del que se muestra. Unidad: ± puntos.',
    },
    boardChange: {
      id: 'definition.satisfaction.boardChange',
      defaultMessage:
        'NPS de la fila en el periodo menos su NPS en el periodo anterior de los mismos días; significativo solo cuando los dos periodos llegan al mínimo de respuestas y el cambio supera su margen de error. Unidad: puntos.',
    },
    wordComments: {
      id: 'definition.satisfaction.wordComments',
      defaultMessage:
        'Respuestas del periodo en las tiendas del ámbito cuyo comentario usa la palabra o la frase (una vez cada una, aunque la repita). Unidad: comentarios.',
    },
    wordAverage: {
      id: 'definition.satisfaction.wordAverage',
      defaultMessage:
        'Promedio de la calificación de recomendación de las respuestas cuyo comentario usa la palabra o la frase, durante el periodo. Unidad: calificación de 0 a 10.',
    },
  }),
);
