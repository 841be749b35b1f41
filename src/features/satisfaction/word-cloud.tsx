import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { Wordcloud } from '@visx/wordcloud';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { scoreGroup, wordSize } from './nps-view';
import type { CommentWord, NpsGroup } from './satisfaction-api';
import { satisfactionMessages as m } from './satisfaction-messages';

const HEIGHT = 340;
// A fixed "random": the same words always land in the same places (a reload does not reshuffle).
const STEADY = () => 0.5;
const FLAT = () => 0;

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px', minWidth: 0 },
  frame: {
    width: '100%',
    height: `${HEIGHT}px`,
    overflow: 'hidden',
    fontFamily: tokens.fontFamilyBase,
  },
  word: {
    cursor: 'pointer',
    fontWeight: tokens.fontWeightSemibold,
    ':focus-visible': { outlineStyle: 'none', textDecorationLine: 'underline' },
    ':hover': { textDecorationLine: 'underline' },
  },
  chosen: {
    textDecorationLine: 'underline',
    textDecorationThickness: '3px',
  },
  promoters: { fill: tokens.colorPaletteGreenForeground1 },
  passives: { fill: tokens.colorPaletteMarigoldForeground1 },
  detractors: { fill: tokens.colorPaletteRedForeground1 },
  legend: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', alignItems: 'center' },
  key: { display: 'inline-flex', alignItems: 'center', gap: '6px' },
  swatch: { width: '12px', height: '12px', borderRadius: '2px' },
  swatchPromoters: { backgroundColor: tokens.colorPaletteGreenForeground1 },
  swatchPassives: { backgroundColor: tokens.colorPaletteMarigoldForeground1 },
  swatchDetractors: { backgroundColor: tokens.colorPaletteRedForeground1 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

/**
 * The width of the cloud's frame, followed as it resizes (0 before the first layout), and its
 * font family as the browser resolved it: the layout measures words on a canvas, which knows no
 * CSS variables, so it must be told the very font the words are drawn in.
 */
function useFrame() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [font, setFont] = useState('sans-serif');
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setFont(getComputedStyle(el).fontFamily || 'sans-serif');
    setWidth(Math.floor(el.clientWidth));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width, font };
}

interface Placed {
  text?: string;
  size?: number;
  x?: number;
  y?: number;
}

export interface WordCloudProps {
  words: readonly CommentWord[];
  /** The word the table is filtered by, if any. */
  chosen: string | undefined;
  /** Filters the table by a word (or clears the filter when it is the chosen one). */
  onChoose(word: string | null): void;
  /**
   * How many words the layout placed, once it has: the cloud leaves out those that do not fit
   * (the caption says how many are drawn, not how many were asked for).
   */
  onDrawn?(count: number): void;
}

/** Reports the number of placed words after the layout's render. */
function DrawnCount({ count, onDrawn }: { count: number; onDrawn?(count: number): void }) {
  useEffect(() => {
    if (count > 0) onDrawn?.(count);
  }, [count, onDrawn]);
  return null;
}

/**
 * The comments' words, sized by how many answers use them and coloured by those answers' mean
 * score (as the NPS groups read a score). Each word is a button: Enter, Space or a click filters
 * the table by it. Laid out by @visx/wordcloud (d3-cloud); the texts are SVG text nodes, never
 * HTML.
 */
export function WordCloud({ words, chosen, onChoose, onDrawn }: WordCloudProps) {
  const intl = useIntl();
  const styles = useStyles();
  const { ref, width, font } = useFrame();
  const byWord = useMemo(() => new Map(words.map((w) => [w.word, w])), [words]);
  const data = useMemo(() => words.map((w) => ({ text: w.word, value: w.count })), [words]);
  const max = words.reduce((top, w) => Math.max(top, w.count), 0);
  // Narrow screens get smaller words, so the most used ones still fit.
  const largest = width < 480 ? 36 : 56;
  const fontSize = useMemo(
    () => (d: { value: number }) => wordSize(d.value, max, 13, largest),
    [max, largest],
  );
  const tone: Record<NpsGroup, string> = {
    promoters: styles.promoters,
    passives: styles.passives,
    detractors: styles.detractors,
  };
  const choose = (word: string) => onChoose(word === chosen ? null : word);
  const onKey = (e: KeyboardEvent, word: string) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    choose(word);
  };

  return (
    <div className={styles.root}>
      <div ref={ref} className={styles.frame} data-testid="word-cloud">
        {width > 0 && (
          <Wordcloud
            words={data}
            width={width}
            height={HEIGHT}
            font={font}
            fontSize={fontSize}
            fontWeight={600}
            padding={3}
            rotate={FLAT}
            random={STEADY}
            spiral="archimedean"
          >
            {(placed: Placed[]) => [
              <DrawnCount key="" count={placed.length} onDrawn={onDrawn} />,
              ...placed.map((p) => {
                const word = byWord.get(p.text ?? '');
                if (!word) return null;
                const group = scoreGroup(word.avg_score);
                return (
                  // biome-ignore lint/a11y/useSemanticElements: an SVG word cannot be a <button>; it acts as one (role, focus, Enter and Space).
                  <text
                    key={word.word}
                    role="button"
                    tabIndex={0}
                    aria-pressed={word.word === chosen}
                    aria-label={intl.formatMessage(m.wordLabel, {
                      word: word.word,
                      count: word.count,
                      avg: intl.formatNumber(word.avg_score, { maximumFractionDigits: 1 }),
                    })}
                    className={mergeClasses(
                      styles.word,
                      tone[group],
                      word.word === chosen && styles.chosen,
                    )}
                    textAnchor="middle"
                    fontSize={p.size}
                    transform={`translate(${p.x ?? 0}, ${p.y ?? 0})`}
                    onClick={() => choose(word.word)}
                    onKeyDown={(e) => onKey(e, word.word)}
                    data-word={word.word}
                    data-group={group}
                  >
                    {word.word}
                  </text>
                );
              }),
            ]}
          </Wordcloud>
        )}
      </div>
      <div className={styles.legend}>
        <Text size={200} className={styles.quiet}>
          {intl.formatMessage(m.cloudLegend)}
        </Text>
        {(
          [
            ['detractors', styles.swatchDetractors, '0–6'],
            ['passives', styles.swatchPassives, '7–8'],
            ['promoters', styles.swatchPromoters, '9–10'],
          ] as const
        ).map(([group, swatch, band]) => (
          <span key={group} className={styles.key}>
            <span className={mergeClasses(styles.swatch, swatch)} aria-hidden />
            <Text size={200}>
              {intl.formatMessage(m.cloudBand, { group: intl.formatMessage(m[group]), band })}
            </Text>
          </span>
        ))}
      </div>
    </div>
  );
}
