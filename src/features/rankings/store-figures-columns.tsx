import type { IntlShape } from 'react-intl';
import type { components } from '../../../openapi/schema';
import type { Column } from '../../ui/data-table';
import { growth, percent, score } from './rankings-cells';
import { rankingsDefinitions as d } from './rankings-definitions';
import { rankingsMessages as m } from './rankings-messages';

type StoreFigures = components['schemas']['StoreFigures'];

/** The store figures both the store and the manager rankings show, after their own columns. */
export function storeFigureColumns<R extends StoreFigures>(intl: IntlShape): Column<R>[] {
  return [
    {
      key: 'people',
      header: intl.formatMessage(m.colPeople),
      definition: intl.formatMessage(d.people),
      render: (r) => intl.formatMessage(m.peopleActive, { active: r.active, people: r.people }),
    },
    {
      key: 'adoption',
      header: intl.formatMessage(m.colAdoption),
      definition: intl.formatMessage(d.adoption),
      render: (r) => percent(intl, r.adoption),
    },
    {
      key: 'progress',
      header: intl.formatMessage(m.colProgress),
      definition: intl.formatMessage(d.progress),
      render: (r) => percent(intl, r.progress),
    },
    {
      key: 'score',
      header: intl.formatMessage(m.colScore),
      definition: intl.formatMessage(d.score),
      render: (r) => score(intl, r.score),
    },
    {
      key: 'completed',
      header: intl.formatMessage(m.colCompleted),
      definition: intl.formatMessage(d.completed),
      render: (r) => intl.formatNumber(r.completed_courses),
    },
    {
      key: 'growth',
      header: intl.formatMessage(m.colGrowth),
      definition: intl.formatMessage(d.growth),
      render: (r) => growth(intl, r.growth),
    },
  ];
}
