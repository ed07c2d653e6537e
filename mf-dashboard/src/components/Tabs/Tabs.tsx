import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { useTabsStyles } from './Tabs.styles';

/** One tab of Tabs. */
export interface TabItem<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/** Props of Tabs. */
export interface TabsProps<T extends string> {
  tabs: readonly TabItem<NoInfer<T>>[];
  selected: T;
  onSelect(value: NoInfer<T>): void;
  /** The selected tab's panel. */
  children: ReactNode;
  panelClassName?: string;
}

/**
 * Tabs with the WAI-ARIA tabs pattern (arrow keys, Home and End move between enabled tabs).
 * Written here rather than Fluent's TabList, whose focus helpers add hidden focusable
 * elements that accessibility checkers report.
 */
export function Tabs<T extends string>({ tabs, selected, onSelect, children, panelClassName }: TabsProps<T>) {
  const styles = useTabsStyles();
  const id = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);

  const move = (event: KeyboardEvent, from: T) => {
    const at = enabled.findIndex((tab) => tab.value === from);
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    onSelect(target.value);
    refs.current.get(target.value)?.focus();
  };

  return (
    <>
      <div role="tablist" className={styles.list}>
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) refs.current.set(tab.value, element);
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={mergeClasses(styles.tab, isSelected && styles.selected)}
              onClick={() => onSelect(tab.value)}
              onKeyDown={(event) => move(event, tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
