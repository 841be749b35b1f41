import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiClients } from '../../api/api-context';
import { toApiError } from '../../api/api-error';
import type { ReportQuery } from '../../ui/report/report-query';
import { requestTimeExport, type TrainingReportParams } from './training-api';
import { trainingMessages as m } from './training-messages';

type Outcome =
  | { kind: 'sent'; email: string }
  | { kind: 'tooSoon'; at: Date }
  | { kind: 'failed' }
  | null;

/**
 * "Enviar reporte con tiempo de capacitación": the server makes the export and e-mails it, at
 * most once every 30 minutes per admin (SPEC §9); the answer stays on the page, saying where it
 * went or from when it may be asked again.
 */
export function TimeExportButton({ query }: { query: ReportQuery<TrainingReportParams> | null }) {
  const intl = useIntl();
  const { admin } = useApiClients();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async () => {
    if (!query) return;
    setBusy(true);
    try {
      const r = await requestTimeExport(admin, query);
      if (r.data) {
        setOutcome({ kind: 'sent', email: r.data.sent_to });
      } else {
        const error = toApiError(r.error, r.response);
        setOutcome(
          error.code === 429
            ? { kind: 'tooSoon', at: new Date(Date.now() + (error.retryAfter ?? 1800) * 1000) }
            : { kind: 'failed' },
        );
      }
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={busy ? <Spinner size="tiny" /> : <MailRegular />}
        disabled={busy || query === null}
        onClick={() => void send()}
        data-tour="training-reports-time-export"
        data-testid="time-export"
      >
        {intl.formatMessage(m.timeExport)}
      </Button>
      {outcome && (
        <MessageBar
          intent={
            outcome.kind === 'sent' ? 'success' : outcome.kind === 'tooSoon' ? 'warning' : 'error'
          }
          data-testid="time-export-outcome"
          data-outcome={outcome.kind}
        >
          <MessageBarBody>
            {outcome.kind === 'sent'
              ? intl.formatMessage(m.timeExportSent, { email: outcome.email })
              : outcome.kind === 'tooSoon'
                ? intl.formatMessage(m.timeExportTooSoon, {
                    time: intl.formatTime(outcome.at, { hour: '2-digit', minute: '2-digit' }),
                  })
                : intl.formatMessage(m.timeExportFailed)}
          </MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
