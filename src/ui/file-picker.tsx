import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { untyped } from './texts';
import { visuallyHidden } from './visually-hidden';

const m = untyped(
  defineMessages({
    choose: { id: 'filePicker.choose', defaultMessage: 'Elegir archivo' },
    none: { id: 'filePicker.none', defaultMessage: 'Ningún archivo elegido' },
  }),
);

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  input: visuallyHidden,
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
});

interface Props {
  /** The input's id, for a Field's label. */
  id: string;
  /** The accessible name of the file input (the Field's label text). */
  label: string;
  accept: string;
  disabled?: boolean;
  testId: string;
  /** The name of the file the flow holds (null: none, and the input is emptied). */
  chosen: string | null;
  onChoose(file: File | null): void;
}

/**
 * A file input in the console's language: the browser's own button and "no file chosen" speak
 * the browser's language, so the native input is hidden (still focusable by tests and assistive
 * technology through the button) and a Fluent button and the chosen name stand in for it.
 */
export function FilePicker({ id, label, accept, disabled, testId, chosen, onChoose }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  // Emptied with the flow, so choosing the same file again is a change the input reports.
  useEffect(() => {
    if (chosen === null && input.current) input.current.value = '';
  }, [chosen]);
  return (
    <div className={styles.root}>
      <input
        ref={input}
        id={id}
        className={styles.input}
        aria-label={label}
        tabIndex={-1}
        type="file"
        accept={accept}
        data-testid={testId}
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
      <Button
        icon={<DocumentRegular />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={`${id}-name`}
      >
        {intl.formatMessage(m.choose)}
      </Button>
      <Text id={`${id}-name`} className={styles.name}>
        {chosen ?? intl.formatMessage(m.none)}
      </Text>
    </div>
  );
}
