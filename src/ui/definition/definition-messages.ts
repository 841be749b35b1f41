import { defineMessages } from 'react-intl';
import { untyped } from '../texts';

/** Texts of the definition button every figure, chart and column header may carry. */
export const definitionMessages = untyped(
  defineMessages({
    open: { id: 'definition.open', defaultMessage: '¿Qué es «{name}»?' },
  }),
);
