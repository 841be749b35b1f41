import { Link } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type Column, DataTable } from '../../ui/data-table';
import type { CommentWord } from './satisfaction-api';
import { satisfactionDefinitions as d } from './satisfaction-definitions';
import { satisfactionMessages as m } from './satisfaction-messages';

export interface WordTableProps {
  words: readonly CommentWord[];
  chosen: string | undefined;
  onChoose(word: string | null): void;
}

/** The cloud's words as a table (its "view as table"): word, comments and mean score. */
export function WordTable({ words, chosen, onChoose }: WordTableProps) {
  const intl = useIntl();
  const columns = useMemo<readonly Column<CommentWord>[]>(
    () => [
      {
        key: 'word',
        header: intl.formatMessage(m.colWord),
        render: (w) => (
          <Link
            as="button"
            aria-pressed={w.word === chosen}
            onClick={() => onChoose(w.word === chosen ? null : w.word)}
          >
            {w.word}
          </Link>
        ),
      },
      {
        key: 'count',
        header: intl.formatMessage(m.colComments),
        definition: intl.formatMessage(d.wordComments),
        render: (w) => intl.formatNumber(w.count),
      },
      {
        key: 'avg',
        header: intl.formatMessage(m.colAverage),
        definition: intl.formatMessage(d.wordAverage),
        render: (w) => intl.formatNumber(w.avg_score, { maximumFractionDigits: 1 }),
      },
    ],
    [intl, chosen, onChoose],
  );
  return (
    <DataTable
      label={intl.formatMessage(m.cloudTitle)}
      columns={columns}
      rows={words}
      rowKey={(w) => w.word}
      rowLabel={(w) => w.word}
      loading={false}
      error={null}
      emptyText={intl.formatMessage(m.commentsEmpty)}
    />
  );
}
