import { useMemo, useState } from 'react';
import { useCan, useCurrentCohort } from '@cedar/shared/auth';
import type { LibraryVideo } from '@cedar/shared/contract';
import { moment } from '@cedar/shared/dates';
import { useVideoLibrary } from '../../api/video-library';
import { useVideoBulk } from '../../hooks/use-video-bulk';
import { useVideoEntry } from '../../hooks/use-video-entry';
import { NEW_YORK } from '../../lib/video-facts';
import { DEFAULT_VIDEO_FILTERS, filterVideos, indexVideos, videoCounts } from '../../lib/video-library-filters';
import { VideoEntryModalView } from '../VideoEntryModalView/VideoEntryModalView';
import { VideoLibraryView } from '../VideoLibraryView/VideoLibraryView';

const dayOf = (iso: string) => moment.tz(iso, NEW_YORK).format('YYYY-MM-DD');

/** The selected cohort's video library with its filters and the entry modal. */
export function VideoLibrary() {
  const { cohortId } = useCurrentCohort();
  const canEdit = useCan('videosCanEdit');
  const library = useVideoLibrary(cohortId);
  const [filters, setFilters] = useState(DEFAULT_VIDEO_FILTERS);
  const indexed = useMemo(() => indexVideos(library.data?.message.videos ?? [], dayOf), [library.data]);
  const shown = useMemo(() => filterVideos(indexed, filters), [indexed, filters]);
  const counts = useMemo(() => videoCounts(indexed), [indexed]);
  // Saved videos replace their cached copies at once (no reload of the whole library).
  const replace = (saved: LibraryVideo[]) => {
    const byUuid = new Map(saved.map((v) => [v.uuid, v]));
    void library.mutate(
      (current) =>
        current && {
          message: {
            videos: current.message.videos.map((v) => (byUuid.has(v.uuid) ? { ...v, ...byUuid.get(v.uuid)! } : v)),
          },
        },
      { revalidate: false },
    );
  };
  const entry = useVideoEntry((saved) => replace([saved]));
  const bulk = useVideoBulk(replace);
  return (
    <>
      <VideoLibraryView
        state={library.error && !library.data ? 'error' : library.data ? 'ready' : 'loading'}
        videos={shown}
        counts={counts}
        filters={filters}
        onFiltersChange={setFilters}
        onClear={() => setFilters(DEFAULT_VIDEO_FILTERS)}
        onRetry={() => void library.mutate()}
        onOpen={entry.open}
        bulk={canEdit ? bulk : undefined}
      />
      {entry.video ? (
        <VideoEntryModalView
          video={entry.video}
          mode={entry.mode}
          form={entry.form}
          canEdit={canEdit}
          saving={entry.saving}
          failed={entry.failed}
          hostQuery={entry.hostQuery}
          hosts={entry.hosts}
          onHostQuery={entry.setHostQuery}
          onChange={entry.change}
          onEdit={entry.edit}
          onCancel={entry.cancel}
          onSave={() => void entry.save()}
          onToggleArchive={() => void entry.toggleArchive()}
          onClose={entry.close}
        />
      ) : null}
    </>
  );
}
