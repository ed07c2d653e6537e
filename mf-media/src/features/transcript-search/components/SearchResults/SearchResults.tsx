import { Body1, Button, Caption1, Spinner, Text } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { Thumbnail } from '../../../../components/Thumbnail/Thumbnail';
import { messages } from '../../../../messages';
import { moment } from '@cedar/shared/dates';
import type { TranscriptSearchAnswer } from '../../api/transcript-search-api';
import { shortClock } from '@cedar/shared/domain';
import { highlightLine, matchHref } from '../../lib/search-text';
import { useSearchResultsStyles } from './SearchResults.styles';

/** Where a search of all recordings stands. */
export type SearchState =
  | { kind: 'idle'; tooShort: boolean }
  | { kind: 'loading'; query: string }
  | { kind: 'failed'; query: string; onRetry: () => void }
  | { kind: 'found'; query: string; answer: TranscriptSearchAnswer };

/** Props of SearchResults. */
export interface SearchResultsProps {
  state: SearchState;
  /** The zone recording dates show in. */
  timeZone: string;
}

/** The status line, announced politely, of a search state. */
function statusText(state: SearchState): string {
  const t = messages.watchPage;
  switch (state.kind) {
    case 'idle':
      return state.tooShort ? t.searchAllHint : '';
    case 'loading':
      return t.searching;
    case 'failed':
      return t.searchFailed;
    case 'found':
      return state.answer.results.length === 0
        ? t.searchNoResults(state.query)
        : t.searchResults(state.answer.results.length, state.answer.total_videos);
  }
}

/**
 * What a search of all recordings found: per video (newest first) its small thumbnail, title and
 * date, and each matching line as a link to the video page at the second it is said.
 */
export function SearchResults({ state, timeZone }: SearchResultsProps) {
  const styles = useSearchResultsStyles();
  const t = messages.watchPage;
  const results = state.kind === 'found' ? state.answer.results : [];
  return (
    <div className={styles.root}>
      {/* Always present, so screen readers hear each change of state. */}
      <div className={styles.status} role="status" aria-live="polite">
        {state.kind === 'loading' ? <Spinner size="extra-tiny" /> : null}
        <Body1>{statusText(state)}</Body1>
        {state.kind === 'failed' ? (
          <Button size="small" icon={<ArrowClockwiseRegular />} onClick={state.onRetry}>
            {t.retry}
          </Button>
        ) : null}
      </div>
      {results.length > 0 ? (
        <ul className={styles.list} aria-label={t.searchAll}>
          {results.map(({ video, matches, total_matches }) => (
            <li key={video.id} className={styles.video}>
              <Thumbnail className={styles.thumb} src={video.thumbnail_cdn_url} />
              <div className={styles.body}>
                <Text as="h3" weight="semibold">
                  {video.title || t.untitled}
                </Text>
                {video.recording_start ? (
                  <Caption1 className={styles.date}>
                    {moment.tz(video.recording_start, timeZone).format('MMM D, YYYY')}
                  </Caption1>
                ) : null}
                <ul className={styles.matches}>
                  {matches.map((match) => (
                    <li key={match.start}>
                      <Link className={styles.match} to={matchHref(video.uuid, match.start)}>
                        <span className={styles.clock}>{shortClock(match.start)}</span>
                        {' — '}
                        {highlightLine(match.text, state.kind === 'found' ? state.query : '').map((part, i) =>
                          part.match ? (
                            <mark key={i} className={styles.mark}>
                              {part.text}
                            </mark>
                          ) : (
                            <span key={i}>{part.text}</span>
                          ),
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
                {total_matches > matches.length ? (
                  <Caption1 className={styles.more}>{t.moreMatches(total_matches - matches.length)}</Caption1>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
