import { usePillsStyles } from './Pills.styles';

interface PillsProps {
  items: readonly { key: string; label: string }[];
  /** Names the list for screen readers, e.g. 'Programming languages'. */
  label: string;
}

/** Short values shown as rounded pills: programming languages, work-schedule options. */
export function Pills({ items, label }: PillsProps) {
  const styles = usePillsStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.pill}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
