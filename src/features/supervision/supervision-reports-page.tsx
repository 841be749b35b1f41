import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useNotify } from '../../app-kit/use-notify';
import { useStoreWord } from '../../app-kit/use-store-word';
import { saveBlob } from '../../ui/download';
import { ReportPage } from '../../ui/report/report-page';
import { activeFilterCount } from '../../ui/report/report-query';
import { useReport } from '../../ui/report/use-report';
import { downloadSupervisionPdf, type SupervisionRow, supervisionReports } from './supervision-api';
import { SupervisionFilters, useSupervisionOptions } from './supervision-filters';
import { supervisionMessages as m } from './supervision-messages';
import { useSupervisionColumns } from './supervision-reports-columns';

const rowKey = (r: SupervisionRow) => r.id;
const rowLabel = (r: SupervisionRow) => `${r.supervision} · ${r.store.name}`;

/** /supervision/reports: every supervision applied in the scope over the range (SPEC §2, §3). */
export function SupervisionReportsPage({ page }: PageViewProps) {
  const intl = useIntl();
  const title = useMenuTitle()(page.title);
  const report = useReport(supervisionReports);
  const { query, state, update } = report;
  const { header, word } = useStoreWord();
  const { options, failed } = useSupervisionOptions(query);
  const pdf = usePdfDownload(query);
  const columns = useSupervisionColumns(intl, header, pdf);
  return (
    <ReportPage
      title={title}
      report={report}
      label={title}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      search={{
        label: intl.formatMessage(m.searchReports, { store: word }),
        tour: 'supervision-reports-search',
      }}
      filters={
        <SupervisionFilters
          options={options}
          failed={failed}
          filters={state.filters}
          onChange={(filters) => update({ filters })}
        />
      }
      activeFilters={activeFilterCount(state, supervisionReports.table)}
      emptyText={intl.formatMessage(m.empty)}
      errorText={intl.formatMessage(m.reportsFailed)}
      forbiddenText={intl.formatMessage(m.forbidden)}
      exportTour="supervision-reports-export"
      minWidth="1040px"
    />
  );
}

/** One visit's PDF at a time, with the §8 toasts. */
function usePdfDownload(query: ReturnType<typeof useReport>['query']) {
  const { admin } = useApiClients();
  const notify = useNotify();
  const [busy, setBusy] = useState<number | null>(null);
  const download = useCallback(
    async (row: SupervisionRow) => {
      if (!query) return;
      setBusy(row.id);
      try {
        const file = await downloadSupervisionPdf(admin, query, row.id);
        saveBlob(file.blob, file.name);
        notify({ kind: 'success', title: m.pdfDownloaded });
      } catch {
        notify({ kind: 'error', title: m.pdfFailed });
      } finally {
        setBusy(null);
      }
    },
    [admin, query, notify],
  );
  return useMemo(
    () => ({ busy, download: (r: SupervisionRow) => void download(r) }),
    [busy, download],
  );
}
