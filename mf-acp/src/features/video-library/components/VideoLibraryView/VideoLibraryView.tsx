import { useState } from 'react';
import { Button, Spinner, Title2 } from '@fluentui/react-components';
import type { LibraryVideo, VideoBulkAction } from '@cedar/shared/contract';
import { EmptyState, LoadError } from '@cedar/shared/ui';
import { videoLibraryMessages as t } from '../../messages';
import type { VideoLibraryFilters as Filters } from '../../lib/video-library-filters';
import { VideoBulkBar } from '../VideoBulkBar/VideoBulkBar';
import { VideoCard } from '../VideoCard/VideoCard';
import { VideoLibraryFilters } from '../VideoLibraryFilters/VideoLibraryFilters';
import { useVideoLibraryStyles } from './VideoLibraryView.styles';

/** Cards drawn at first and per Show more: the filters run over every video, the page draws a few. */
export const CARDS_PER_PAGE = 48;

/** Props of VideoLibraryView. */
export interface VideoLibraryViewProps {
  state: 'loading' | 'error' | 'ready';
  videos: LibraryVideo[];
  counts: { uncurated: number; curated: number; archived: number };
  filters: Filters;
  onFiltersChange(filters: Filters): void;
  onClear(): void;
  onRetry(): void;
  onOpen(video: LibraryVideo): void;
  /** The bulk actions, for users who may edit videos; absent, the cards have no checkboxes. */
  bulk?: VideoBulkProps;
}

/** The selection and actions of the library's bulk bar. */
export interface VideoBulkProps {
  /** Uuids selected; kept while the filters change. */
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect(uuids: string[], selected: boolean): void;
  onClear(): void;
  onAction(action: VideoBulkAction, tag?: string): void;
}

/** The console's video library (§2.6): the left panel and the cards, a spinner, 'No Videos Found'. */
export function VideoLibraryView(props: VideoLibraryViewProps) {
  const styles = useVideoLibraryStyles();
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  const { state, videos, bulk } = props;
  let main;
  if (state === 'loading') main = <Spinner label={t.loading} labelPosition="below" />;
  else if (state === 'error') main = <LoadError text={t.loadFailed} onRetry={props.onRetry} />;
  else if (videos.length === 0) main = <EmptyState title={t.empty} />;
  else
    main = (
      <>
        {bulk ? (
          <VideoBulkBar
            selected={bulk.selected.size}
            shown={videos.length}
            allShownSelected={videos.every((v) => bulk.selected.has(v.uuid))}
            busy={bulk.busy}
            onSelectShown={(on) =>
              bulk.onSelect(
                videos.map((v) => v.uuid),
                on,
              )
            }
            onClear={bulk.onClear}
            onAction={bulk.onAction}
          />
        ) : null}
        <ul className={styles.grid}>
          {videos.slice(0, shown).map((video) => (
            <li key={video.uuid}>
              <VideoCard
                video={video}
                onOpen={props.onOpen}
                selected={bulk?.selected.has(video.uuid)}
                onSelect={bulk ? (v, on) => bulk.onSelect([v.uuid], on) : undefined}
              />
            </li>
          ))}
        </ul>
        {videos.length > shown ? (
          <Button className={styles.more} onClick={() => setShown(shown + CARDS_PER_PAGE)}>
            {`Show more (${videos.length - shown})`}
          </Button>
        ) : null}
      </>
    );
  return (
    <section className={styles.page} aria-labelledby="video-library-title">
      <Title2 id="video-library-title" as="h1" className={styles.title}>
        {t.title}
      </Title2>
      <div className={styles.layout}>
        <VideoLibraryFilters
          filters={props.filters}
          counts={props.counts}
          onChange={(next) => {
            setShown(CARDS_PER_PAGE);
            props.onFiltersChange(next);
          }}
          onClear={props.onClear}
        />
        <div className={styles.main} aria-busy={state === 'loading'}>
          {main}
        </div>
      </div>
    </section>
  );
}
