import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
} from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import { toApiError } from '../../api/api-error';
import { useApiQueries } from '../../api/api-queries';
import { NOT_YET } from '../../api/not-yet';
import { payload } from '../../api/payload';
import { type ExportFormat, exportParams } from '../../ui/report/export-request';
import type { ReportQuery } from '../../ui/report/report-query';
import { requestTimeExport, type TrainingReportParams } from './training-api';
import { trainingMessages as m } from './training-messages';

type Outcome =
  | { kind: 'queued'; email: string; id: number; until: number }
  | { kind: 'sent'; email: string; rows: number }
  | { kind: 'notMade' }
  | { kind: 'tooSoon'; at: Date }
  | { kind: 'failed' }
  | null;

/** How often the page asks whether the e-mail has left, and for how long at most. */
const POLL_MS = 1500;
const POLL_FOR_MS = 10 * 60 * 1000;

/**
 * "Enviar reporte con tiempo de capacitación": a dialog asks for the file (CSV or Excel); the
 * server answers at once and makes the export after (a brand's month takes seconds), in the
 * console's language, then e-mails it, at most once every 30 minutes per admin (SPEC §9). The
 * answer stays on the page: being prepared for whom, then sent with its rows (or not made, free
 * to ask again), or from when it may be asked again.
 */
export function TimeExportButton({ query }: { query: ReportQuery<TrainingReportParams> | null }) {
  const intl = useIntl();
  const { admin } = useApiClients();
  const [asked, setAsked] = useState<Outcome>(null);
  const [choosing, setChoosing] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('csv');

  const request = useMutation({
    mutationFn: async (q: ReportQuery<TrainingReportParams>) =>
      payload(await requestTimeExport(admin, q, exportParams(format, intl.locale))),
    onSuccess: (r) =>
      setAsked({ kind: 'queued', email: r.sent_to, id: r.id, until: Date.now() + POLL_FOR_MS }),
    onError: (e) => {
      const error = toApiError(e);
      setAsked(
        error.code === 429
          ? { kind: 'tooSoon', at: new Date(Date.now() + (error.retryAfter ?? 1800) * 1000) }
          : { kind: 'failed' },
      );
    },
  });
  const send = () => {
    if (!query) return;
    setChoosing(false);
    request.mutate(query);
  };

  // While the export is being made, the page asks how it goes; a lost answer (network) is asked
  // again on the next tick. It stops once the file is sent or not made, and after ten minutes
  // (the e-mail still comes when it is made).
  const queued = asked?.kind === 'queued' ? asked : null;
  const status = useApiQueries().admin.useQuery(
    'get',
    '/admin/v2/training/reports/time-export/{requestId}',
    { params: { path: { requestId: queued?.id ?? NOT_YET } } },
    {
      enabled: queued !== null,
      refetchInterval: (q) => {
        const done = q.state.data !== undefined && q.state.data.status !== 'queued';
        return queued !== null && !done && Date.now() < queued.until ? POLL_MS : false;
      },
      // The admin may wait in another tab: the outcome is there when they come back.
      refetchIntervalInBackground: true,
    },
  );
  const outcome: Outcome =
    queued && status.data?.status === 'sent'
      ? { kind: 'sent', email: queued.email, rows: status.data.rows ?? 0 }
      : queued && status.data?.status === 'failed'
        ? { kind: 'notMade' }
        : asked;
  const busy = request.isPending;

  return (
    <>
      <Button
        icon={busy ? <Spinner size="tiny" /> : <MailRegular />}
        disabled={busy || query === null || outcome?.kind === 'queued'}
        onClick={() => setChoosing(true)}
        data-tour="training-reports-time-export"
        data-testid="time-export"
      >
        {intl.formatMessage(m.timeExport)}
      </Button>
      <Dialog open={choosing} onOpenChange={(_, d) => setChoosing(d.open)}>
        <DialogSurface data-testid="time-export-dialog" aria-describedby="time-export-hint">
          <DialogBody>
            <DialogTitle>{intl.formatMessage(m.timeExport)}</DialogTitle>
            <DialogContent>
              <p id="time-export-hint">{intl.formatMessage(m.timeExportHint)}</p>
              <RadioGroup
                aria-label={intl.formatMessage(m.timeExportFormat)}
                value={format}
                onChange={(_, d) => setFormat(d.value as ExportFormat)}
              >
                <Radio
                  value="csv"
                  label={intl.formatMessage(m.timeExportCsv)}
                  data-testid="time-export-csv"
                />
                <Radio
                  value="xlsx"
                  label={intl.formatMessage(m.timeExportExcel)}
                  data-testid="time-export-xlsx"
                />
              </RadioGroup>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setChoosing(false)}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button
                appearance="primary"
                icon={<MailRegular />}
                onClick={send}
                data-testid="time-export-send"
              >
                {intl.formatMessage(m.timeExportSend)}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {outcome && (
        <MessageBar
          intent={INTENT[outcome.kind]}
          icon={outcome.kind === 'queued' ? <Spinner size="extra-tiny" /> : undefined}
          data-testid="time-export-outcome"
          data-outcome={outcome.kind}
          aria-live="polite"
        >
          <MessageBarBody>{describe(outcome)}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );

  function describe(o: NonNullable<Outcome>): string {
    switch (o.kind) {
      case 'queued':
        return intl.formatMessage(m.timeExportQueued, { email: o.email });
      case 'sent':
        return intl.formatMessage(m.timeExportSent, { email: o.email, rows: o.rows });
      case 'notMade':
        return intl.formatMessage(m.timeExportNotMade);
      case 'tooSoon':
        return intl.formatMessage(m.timeExportTooSoon, {
          time: intl.formatTime(o.at, { hour: '2-digit', minute: '2-digit' }),
        });
      case 'failed':
        return intl.formatMessage(m.timeExportFailed);
    }
  }
}

const INTENT = {
  queued: 'info',
  sent: 'success',
  notMade: 'error',
  tooSoon: 'warning',
  failed: 'error',
} as const;
