import { useState } from 'react';
import type { LibraryVideo, VideoBulkAction } from '@cedar/shared/contract';
import { useConfirm, useToast } from '@cedar/shared/ui';
import { bulkUpdateVideos } from '../api/video-library';
import { videoLibraryMessages as t } from '../messages';
import type { VideoBulkProps } from '../components/VideoLibraryView/VideoLibraryView';

/**
 * The library's selection and bulk actions: one call per action (POST /v1/videos/bulk), after
 * a confirm dialog for Archive; a toast says what happened, the saved videos replace the
 * cached ones and the selection empties. On failure the selection stays, to try again.
 */
export function useVideoBulk(onSaved: (videos: LibraryVideo[]) => void): VideoBulkProps {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const toast = useToast();

  const run = async (action: VideoBulkAction, tag?: string) => {
    const uuids = [...selected];
    if (uuids.length === 0) return;
    if (action === 'archive') {
      const sure = await confirm({
        title: t.bulkArchiveTitle(uuids.length),
        message: t.bulkArchiveMessage,
        confirmLabel: t.bulkArchive,
        destructive: true,
      });
      if (!sure) return;
    }
    setBusy(true);
    const result = await bulkUpdateVideos(uuids, action, tag);
    setBusy(false);
    if ('error' in result) {
      toast.error(result.error ? `${t.bulkFailed} ${result.error}` : t.bulkFailed);
      return;
    }
    onSaved(result.videos);
    setSelected(new Set());
    toast.success(t.bulkDone[action](result.changed));
  };

  return {
    selected,
    busy,
    onSelect(uuids, on) {
      setSelected((current) => {
        const next = new Set(current);
        for (const uuid of uuids) {
          if (on) next.add(uuid);
          else next.delete(uuid);
        }
        return next;
      });
    },
    onClear: () => setSelected(new Set()),
    onAction: (action, tag) => void run(action, tag),
  };
}
