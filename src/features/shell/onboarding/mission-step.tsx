import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Popover,
  PopoverSurface,
  Text,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { onboardingMessages as m } from './mission-messages';

const useStyles = makeStyles({
  surface: { width: '600px', maxWidth: 'calc(100vw - 32px)' },
  popover: { display: 'grid', gap: '8px', maxWidth: '320px' },
  head: { display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '8px' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '8px' },
  content: { display: 'grid', gap: '12px' },
});

/** One step of a mission tour: what it says and where it points. */
export interface MissionStepProps {
  /** CSS selector of the control the step points at; none (or not shown): a 600-wide modal. */
  target?: string;
  title: string;
  children: ReactNode;
  /** The step's buttons (the primary one last). */
  actions: ReactNode;
  /** Closing the step (its X or Escape). */
  onClose: () => void;
  /** `data-testid` and `data-state` (the machine state the step shows). */
  testId: string;
  state: string;
}

const TARGET_WAIT_MS = 1500;

/** The element `selector` names once it is in the page (a lazy page may render it later). */
function useTarget(selector: string | undefined): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!selector) return;
    const find = () => setElement(document.querySelector<HTMLElement>(selector));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selector]);
  return selector ? element : null;
}

/**
 * A mission tour step (SPEC §2, §4): a popover beside the control it explains, or the 600-wide
 * onboarding modal when it points at nothing. Only its buttons, its X and Escape close it.
 */
export function MissionStep(props: MissionStepProps) {
  const styles = useStyles();
  const intl = useIntl();
  const titleId = useId();
  const target = useTarget(props.target);
  // A control the page does not show (yet: lazy pages): the step waits a moment for it, then
  // speaks from the modal rather than not at all.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), TARGET_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (props.target && !target && !waited) return null;
  if (!target) {
    return (
      <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
        <DialogSurface
          className={styles.surface}
          data-testid={props.testId}
          data-state={props.state}
        >
          <DialogBody>
            <DialogTitle
              action={
                <Button
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={intl.formatMessage(m.close)}
                  onClick={props.onClose}
                />
              }
            >
              {props.title}
            </DialogTitle>
            <DialogContent className={styles.content}>{props.children}</DialogContent>
            <DialogActions>{props.actions}</DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    );
  }
  return (
    <Popover
      open
      withArrow
      positioning={{ target, position: 'below' }}
      onOpenChange={(event, d) => {
        if (!d.open && 'key' in event && event.key === 'Escape') props.onClose();
      }}
    >
      <PopoverSurface
        role="dialog"
        aria-labelledby={titleId}
        data-testid={props.testId}
        data-state={props.state}
      >
        <div className={styles.popover}>
          <div className={styles.head}>
            <Text id={titleId} weight="semibold">
              {props.title}
            </Text>
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={intl.formatMessage(m.close)}
              onClick={props.onClose}
            />
          </div>
          {props.children}
          <div className={styles.actions}>{props.actions}</div>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
