import { Button, makeStyles, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentTableRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExportFormat } from './export-request';
import { reportMessages as m } from './report-messages';

export interface ReportExportButtonProps {
  busy: boolean;
  disabled: boolean;
  /** Downloads the file; the Excel button is offered only when `excel` is set. */
  onExport(format: ExportFormat): void;
  /** Offer "Exportar Excel" beside "Exportar CSV" (the export answers `format=xlsx`). */
  excel?: boolean;
  'data-tour'?: string;
  /** `data-testid`, when a page has more than one export (default `report-export`; Excel adds `-xlsx`). */
  testId?: string;
}

const useStyles = makeStyles({
  // The pair wraps as one unit in a narrow header rather than splitting across lines.
  pair: { display: 'inline-flex', gap: '8px', flexWrap: 'wrap' },
});

/** "Exportar CSV" and "Exportar Excel": a spinner in place of the clicked one's icon meanwhile. */
export function ReportExportButton({
  busy,
  disabled,
  onExport,
  excel = false,
  testId = 'report-export',
  ...rest
}: ReportExportButtonProps) {
  const intl = useIntl();
  const styles = useStyles();
  const [last, setLast] = useState<ExportFormat>('csv');
  const button = (format: ExportFormat) => (
    <Button
      key={format}
      icon={
        busy && last === format ? (
          <Spinner size="tiny" />
        ) : format === 'csv' ? (
          <ArrowDownloadRegular />
        ) : (
          <DocumentTableRegular />
        )
      }
      disabled={busy || disabled}
      onClick={() => {
        setLast(format);
        onExport(format);
      }}
      data-tour={format === 'csv' ? rest['data-tour'] : undefined}
      data-testid={format === 'csv' ? testId : `${testId}-xlsx`}
    >
      {intl.formatMessage(
        busy && last === format ? m.exporting : format === 'csv' ? m.export : m.exportExcel,
      )}
    </Button>
  );
  if (!excel) return button('csv');
  return (
    <span className={styles.pair}>
      {button('csv')}
      {button('xlsx')}
    </span>
  );
}
