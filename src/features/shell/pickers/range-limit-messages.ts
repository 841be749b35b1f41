import { defineMessages } from 'react-intl';
import { untyped } from '../../../ui/texts';

/** Texts of the range picker about the longest range a report takes. */
export const rangeLimitMessages = untyped(
  defineMessages({
    bounds: {
      id: 'dates.rangeLimit.bounds',
      defaultMessage:
        'Elige una fecha del {min} al {max}: un informe abarca como máximo {days, number} días.',
    },
    clamped: {
      id: 'dates.rangeLimit.clamped',
      defaultMessage:
        'El enlace pedía del {askedFrom} al {askedTo}; un informe abarca como máximo {days, number} días, así que se muestra desde el {shownFrom}.',
    },
  }),
);
