import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { reportMessages as m } from './report-messages';

export interface ReportExportButtonProps {
  busy: boolean;
  disabled: boolean;
  onExport(): void;
  'data-tour'?: string;
  /** `data-testid`, when a page has more than one export (default `report-export`). */
  testId?: string;
}

/** "Exportar CSV": a spinner in place of the icon while the file downloads. */
export function ReportExportButton({
  busy,
  disabled,
  onExport,
  testId = 'report-export',
  ...rest
}: ReportExportButtonProps) {
  const intl = useIntl();
  return (
    <Button
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabled={busy || disabled}
      onClick={onExport}
      data-tour={rest['data-tour']}
      data-testid={testId}
    >
      {intl.formatMessage(busy ? m.exporting : m.export)}
    </Button>
  );
}
