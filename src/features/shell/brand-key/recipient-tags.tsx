import { makeStyles, Tag, TagGroup } from '@fluentui/react-components';

const useStyles = makeStyles({ tags: { flexWrap: 'wrap', gap: '4px' } });

/** The brand-key recipients as dismissible tags (Delete or the × removes one). */
export function RecipientTags({
  list,
  label,
  removeLabel,
  onRemove,
}: {
  list: string[];
  label: string;
  removeLabel: (recipient: string) => string;
  onRemove: (recipient: string) => void;
}) {
  const styles = useStyles();
  return (
    <TagGroup
      className={styles.tags}
      aria-label={label}
      onDismiss={(_, d) => onRemove(String(d.value))}
      data-testid="brand-key-list"
    >
      {list.map((r) => (
        <Tag
          key={r}
          value={r}
          size="small"
          dismissible
          dismissIcon={{ 'aria-label': removeLabel(r) }}
        >
          {r}
        </Tag>
      ))}
    </TagGroup>
  );
}
