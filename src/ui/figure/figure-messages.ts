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
  }),
);
