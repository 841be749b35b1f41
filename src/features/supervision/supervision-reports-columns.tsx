import { Button, Spinner, Tooltip } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { useRegionLabel } from '../../app-kit/use-region-label';
import type { Column } from '../../ui/data-table';
import { useDateFormat } from '../../ui/use-date-format';
import type { SupervisionRow } from './supervision-api';
import { ScoreBadge } from './supervision-cells';
import { supervisionMessages as m } from './supervision-messages';

interface PdfColumn {
  /** The supervision whose PDF is being made, if any. */
  busy: number | null;
  download(row: SupervisionRow): void;
}

/**
 * Columns of the supervision reports (SPEC §3 report row fields, with incidents and comment).
 * A supervision records one instant, so it has no end date or duration column: every row read
 * "Sin registro" there. The contract and the CSV keep both fields, empty, for their readers.
 */
export function useSupervisionColumns(
  intl: IntlShape,
  storeHeader: string,
  pdf: PdfColumn,
): readonly Column<SupervisionRow>[] {
  const regionName = useRegionLabel();
  const dates = useDateFormat();
  return useMemo(() => {
    return [
      {
        key: 'supervision',
        header: intl.formatMessage(m.colSupervision),
        sortKey: 'supervision',
        render: (r) => r.supervision,
      },
      {
        key: 'module',
        header: intl.formatMessage(m.colModule),
        sortKey: 'module',
        render: (r) => r.module.name,
      },
      {
        key: 'user',
        header: intl.formatMessage(m.colUser),
        sortKey: 'user',
        render: (r) => r.user,
      },
      { key: 'store', header: storeHeader, sortKey: 'store', render: (r) => r.store.name },
      {
        key: 'region',
        header: intl.formatMessage(m.colRegion),
        render: (r) => regionName(r.region),
      },
      {
        key: 'manager',
        header: intl.formatMessage(m.colManager),
        render: (r) => r.manager?.name ?? '',
      },
      {
        key: 'score',
        header: intl.formatMessage(m.colScore),
        sortKey: 'score',
        render: (r) => <ScoreBadge intl={intl} score={r.score} />,
      },
      {
        key: 'incidents',
        header: intl.formatMessage(m.colIncidents),
        sortKey: 'incidents',
        render: (r) => intl.formatNumber(r.incidents),
      },
      {
        key: 'comment',
        header: intl.formatMessage(m.colComment),
        render: (r) => r.comment ?? '',
      },
      {
        key: 'start',
        header: intl.formatMessage(m.colStart),
        sortKey: 'start',
        render: (r) => dates.instant(r.start),
      },
      {
        key: 'actions',
        header: intl.formatMessage(m.colPdf),
        render: (r) => {
          const label = intl.formatMessage(m.pdfButton, {
            store: r.store.name,
            date: dates.instant(r.start),
          });
          const busy = pdf.busy === r.id;
          return (
            <Tooltip content={label} relationship="label">
              <Button
                appearance="subtle"
                size="small"
                icon={
                  busy ? (
                    <Spinner size="extra-tiny" aria-label={intl.formatMessage(m.pdfLoading)} />
                  ) : (
                    <DocumentPdfRegular />
                  )
                }
                disabled={pdf.busy !== null}
                onClick={() => pdf.download(r)}
                data-testid="supervision-pdf"
              />
            </Tooltip>
          );
        },
      },
    ];
  }, [intl, storeHeader, pdf, dates, regionName]);
}
