import { defineMessages } from 'react-intl';
import { untyped } from '../texts';

/** Texts of the figure cards every analytics page shares. */
export const figureMessages = untyped(
  defineMessages({
    up: { id: 'figure.delta.up', defaultMessage: '▲ {delta} vs periodo anterior' },
    down: { id: 'figure.delta.down', defaultMessage: '▼ {delta} vs periodo anterior' },
    same: { id: 'figure.delta.same', defaultMessage: '= Sin cambio vs periodo anterior' },
    none: { id: 'figure.delta.none', defaultMessage: 'Sin comparación con el periodo anterior' },
    noValue: { id: 'figure.noValue', defaultMessage: 'Sin datos' },
    changeCount: {
      id: 'figure.change.count',
      defaultMessage:
        'El cambio (▲ ▼) es la diferencia con el periodo anterior de la misma duración.',
    },
    changePercent: {
      id: 'figure.change.percent',
      defaultMessage:
        'El cambio (▲ ▼) está en puntos porcentuales (pts) frente al periodo anterior de la misma duración: de 80 % a 80,7 % es +0,7 pts.',
    },
    changeScore: {
      id: 'figure.change.score',
      defaultMessage:
        'El cambio (▲ ▼) está en puntos de calificación (de 0 a 100) frente al periodo anterior de la misma duración.',
    },
  }),
);
