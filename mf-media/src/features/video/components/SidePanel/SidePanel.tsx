import { useEffect, useRef, useState } from 'react';
import { Button, Caption1, Dropdown, Option, mergeClasses, Spinner, Text } from '@fluentui/react-components';
import { messages } from '../../../../messages';
import { type ChatRow, type TranscriptRow, chatClock, currentRowIndex, formatClock } from '@cedar/shared/domain';
import { SCROLL_KEYS, scrollToShow } from './follow-row';
import { useSidePanelStyles } from './SidePanel.styles';

/** Props of SidePanel. */
export interface SidePanelProps {
  /** undefined while loading, null when unavailable. */
  transcript: readonly TranscriptRow[] | null | undefined;
  chat: readonly ChatRow[] | null | undefined;
  /** Playback position in seconds. */
  currentTime: number;
  /** Transcript rows matching the search, and the current match's row. */
  matches: readonly number[];
  currentMatch: number | null;
  onSeek: (seconds: number) => void;
}

type Tab = 'transcript' | 'chat';

/** Side panel: Audio Transcript or Chat History, the current row highlighted and followed unless the user scrolls. */
export function SidePanel({ transcript, chat, currentTime, matches, currentMatch, onSeek }: SidePanelProps) {
  const styles = useSidePanelStyles();
  const t = messages.videoPage;
  const [tab, setTab] = useState<Tab>('transcript');
  const [autoScroll, setAutoScroll] = useState(true);
  const listRef = useRef<HTMLUListElement>(null);
  const rows = tab === 'transcript' ? transcript : chat;
  const times = rows?.map((r) => ('start' in r ? r.start : r.time)) ?? [];
  const current = currentRowIndex(
    times.map((start) => ({ start })),
    currentTime,
  );
  const matchSet = new Set(tab === 'transcript' ? matches : []);

  useEffect(() => {
    const list = listRef.current;
    const row = list?.querySelector(`[data-row="${current}"]`);
    if (!autoScroll || !list || !row) return;
    const by = scrollToShow(list.getBoundingClientRect(), row.getBoundingClientRect());
    if (by !== 0) list.scrollTo?.({ top: list.scrollTop + by, behavior: 'smooth' });
  }, [autoScroll, current, tab, rows]);

  useEffect(() => {
    if (currentMatch === null || tab !== 'transcript') return;
    listRef.current?.querySelector(`[data-row="${currentMatch}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [currentMatch, tab]);

  const stopAutoScroll = () => setAutoScroll(false);
  const unavailable = tab === 'transcript' ? t.transcriptUnavailable : t.chatUnavailable;
  const label = tab === 'transcript' ? t.audioTranscript : t.chatHistory;
  return (
    <section className={styles.root} aria-label={label}>
      <Dropdown
        aria-label={t.panelTab}
        value={label}
        selectedOptions={[tab]}
        onOptionSelect={(_, data) => setTab((data.optionValue as Tab) ?? 'transcript')}
      >
        <Option value="transcript">{t.audioTranscript}</Option>
        <Option value="chat">{t.chatHistory}</Option>
      </Dropdown>
      {rows === undefined ? <Spinner size="small" /> : null}
      {rows === null ? <Text className={styles.unavailable}>{unavailable}</Text> : null}
      {rows ? (
        <ul
          ref={listRef}
          className={styles.list}
          onWheel={stopAutoScroll}
          onTouchStart={stopAutoScroll}
          // A press on the list itself is on its scroll bar; rows are buttons.
          onPointerDown={(event) => {
            if (event.target === event.currentTarget) stopAutoScroll();
          }}
          onKeyDown={(event) => {
            if (SCROLL_KEYS.has(event.key)) stopAutoScroll();
          }}
          aria-label={label}
        >
          {rows.map((row, i) => {
            const time = 'start' in row ? row.start : row.time;
            const className = mergeClasses(
              styles.row,
              i === current && styles.current,
              matchSet.has(i) && i !== current && styles.match,
            );
            return (
              <li key={i} data-row={i}>
                <button
                  type="button"
                  className={className}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => onSeek(time)}
                >
                  <Caption1 className={styles.time}>
                    {'start' in row ? formatClock(row.start) : chatClock(row)}
                  </Caption1>
                  <span>
                    {'name' in row ? <span className={styles.name}>{row.name}: </span> : null}
                    {row.text}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {rows && !autoScroll ? (
        <Button appearance="primary" onClick={() => setAutoScroll(true)}>
          {t.resumeAutoScroll}
        </Button>
      ) : null}
    </section>
  );
}
