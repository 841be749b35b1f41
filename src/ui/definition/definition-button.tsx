import {
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { definitionMessages } from './definition-messages';

const useStyles = makeStyles({
  button: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    padding: 0,
    margin: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground3,
    fontSize: '16px',
    cursor: 'pointer',
    verticalAlign: 'middle',
    ':hover': {
      color: tokens.colorBrandForeground1,
      backgroundColor: tokens.colorSubtleBackgroundHover,
    },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
  },
  surface: { maxWidth: 'min(320px, calc(100vw - 32px))', display: 'grid', gap: '4px' },
  title: { fontWeight: tokens.fontWeightSemibold },
  text: { whiteSpace: 'pre-line' },
});

export interface DefinitionButtonProps {
  /** The figure's name as shown (its card label, chart title or column header). */
  name: string;
  /** What the figure counts, over which people and period, and its unit. */
  text: string;
}

/**
 * An info button that says what a figure is. Hovering shows the definition while the pointer is
 * on the button; a click, a tap, Enter or Space keeps it open until Escape, a click elsewhere or
 * another click. The popover leaves the focus on the button (it holds text only) and the button
 * names the figure it explains, so a screen reader hears "¿Qué es «Adopción»?" among several.
 */
export function DefinitionButton({ name, text }: DefinitionButtonProps) {
  const intl = useIntl();
  const styles = useStyles();
  const surfaceId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Opened by a click (or key or tap) rather than by the pointer resting on the button.
  const [pinned, setPinned] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={(e, data) => {
        // The pointer opened it and then clicked (a mouse, or a tap's emulated hover): the click
        // keeps it open instead of toggling it shut under the reader's eyes.
        const onTrigger = e.target instanceof Node && trigger.current?.contains(e.target);
        if (!data.open && !pinned && e.type === 'click' && onTrigger) {
          setPinned(true);
          return;
        }
        setOpen(data.open);
        setPinned(data.open);
      }}
      positioning="above-start"
      withArrow
      size="small"
    >
      <PopoverTrigger disableButtonEnhancement>
        <button
          ref={trigger}
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage(definitionMessages.open, { name })}
          aria-expanded={open}
          aria-controls={open ? surfaceId : undefined}
          data-testid="definition-button"
          onMouseEnter={() => {
            if (!open) setOpen(true);
          }}
          onMouseLeave={() => {
            if (!pinned) setOpen(false);
          }}
        >
          <InfoRegular aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverSurface
        id={surfaceId}
        role="note"
        aria-label={name}
        className={styles.surface}
        data-testid="definition"
      >
        <Text className={styles.title}>{name}</Text>
        <Text className={styles.text}>{text}</Text>
      </PopoverSurface>
    </Popover>
  );
}
