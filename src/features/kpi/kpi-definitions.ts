import { defineMessages } from 'react-intl';
import { untyped } from '../../ui/texts';

// What each KPI figure counts, over which stores and months, and its unit (shown by the info
// button beside it). KPIs are monthly: a month counts when it overlaps the period.
export const kpiDefinitions = untyped(
  defineMessages({
    chart: {
      id: 'definition.kpi.chart',
      defaultMessage:
        'Por cada mes del periodo: 100 × la suma de los valores logrados ÷ la suma de las metas, sobre las tiendas del ámbito con KPI capturado. Unidad: % de la meta.',
    },
    attainment: {
      id: 'definition.kpi.attainment',
      defaultMessage:
        'Valor logrado × 100 ÷ meta del KPI en los meses del periodo; 100 % es la meta cumplida. Unidad: % de la meta.',
    },
  }),
);
