import { SearchBox } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';

export interface SearchFieldProps {
  label: string;
  value: string;
  onSearch(value: string): void;
  /** Wait after the last keystroke before searching (Enter searches at once). */
  delayMs?: number;
  /** Fill the width of the surrounding box (where the placeholder names several fields). */
  fill?: boolean;
  'data-tour'?: string;
}

// Fluent's SearchBox has a fixed width; inside a flexible box it may take all of it.
const fillStyle = { width: '100%', maxWidth: 'none' } as const;

/** A search box that calls `onSearch` once typing pauses, not on every keystroke. */
export function SearchField({
  label,
  value,
  onSearch,
  delayMs = 350,
  fill = false,
  ...rest
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The URL may change underneath (Back, a reset): show what it holds.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: string, wait: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value.trim()) latest.current(next);
    }, wait);
  };

  return (
    <SearchBox
      aria-label={label}
      placeholder={label}
      style={fill ? fillStyle : undefined}
      value={text}
      maxLength={100}
      data-tour={rest['data-tour']}
      onChange={(_, d) => {
        setText(d.value);
        schedule(d.value, delayMs);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') schedule(text, 0);
      }}
    />
  );
}
