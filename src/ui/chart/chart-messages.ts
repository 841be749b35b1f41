import { defineMessages } from 'react-intl';

export const chartMessages = defineMessages({
  empty: { id: 'chart.empty', defaultMessage: '¡No hay gráfica por ahora!' },
  showTable: { id: 'chart.showTable', defaultMessage: 'Ver como tabla' },
  showChart: { id: 'chart.showChart', defaultMessage: 'Ver como gráfica' },
  loading: { id: 'chart.loading', defaultMessage: 'Cargando gráfica…' },
  category: { id: 'chart.category', defaultMessage: 'Categoría' },
});
