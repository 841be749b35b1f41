import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { selectRange } from '../../../../machines/date-scope';
import { MAX_RANGE_DAYS } from '../../../../openapi/rules/report-range';
import { localDate } from '../../../app-kit/date-range-query';
import { useRangeClamp } from '../../../app-kit/range-clamp-notice';
import { parseReportAddress } from '../../../app-kit/report-address';
import { useAppActor } from '../../../app-kit/system-context';
import { formatDayWithYear } from '../../../ui/date-format';
import { rangeLimitMessages as limit } from './range-limit-messages';

const useStyles = makeStyles({
  bar: { marginBottom: '12px' },
});

/**
 * Above a report's content, while the range shown is the one a link's too long range was cut to:
 * what was asked, the limit and what is shown instead. Outside the picker, so a phone (whose
 * picker folds behind "Filtros") and a hidden picker show it too.
 */
export function RangeClampNotice() {
  const intl = useIntl();
  const styles = useStyles();
  const clamp = useRangeClamp();
  const range = useSelector(useAppActor('dateScope'), selectRange);
  // Only on a report whose address holds the cut range (not on every page after it).
  const address = parseReportAddress(useSearch()).range;
  const shown =
    clamp !== null &&
    clamp.shown.from === localDate(range.start) &&
    clamp.shown.to === localDate(range.end) &&
    address?.from === clamp.shown.from &&
    address.to === clamp.shown.to;
  if (!shown) return null;
  const day = (d: string) => formatDayWithYear(intl, d);
  return (
    <MessageBar
      intent="warning"
      layout="multiline"
      className={styles.bar}
      data-testid="range-clamped"
    >
      <MessageBarBody>
        {intl.formatMessage(limit.clamped, {
          askedFrom: day(clamp.asked.from),
          askedTo: day(clamp.asked.to),
          days: MAX_RANGE_DAYS,
          shownFrom: day(clamp.shown.from),
        })}
      </MessageBarBody>
    </MessageBar>
  );
}
