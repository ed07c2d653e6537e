import { useState } from 'react';
import type { LibraryVideo } from '@cedar/shared/contract';
import { useDebouncedValue } from '@cedar/shared/ui';
import { updateVideo, useHostSearch } from '../api/video-library';
import { type VideoEntryForm, entryChanges, entryFormOf } from '../lib/video-entry';

/** The entry modal's state and actions (§4 Video): view or edit, save, cancel, archive. */
export function useVideoEntry(onUpdated: (video: LibraryVideo) => void) {
  const [video, setVideo] = useState<LibraryVideo | null>(null);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [form, setForm] = useState<VideoEntryForm>({ title: '', description: '', host: '', tags: [] });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hostQuery, setHostQuery] = useState('');
  // §9: searches wait 300 ms after typing.
  const hosts = useHostSearch(useDebouncedValue(mode === 'edit' ? hostQuery : '', 300));

  const show = (next: LibraryVideo) => {
    setVideo(next);
    setForm(entryFormOf(next));
    setHostQuery('');
    onUpdated(next);
  };

  return {
    video,
    mode,
    form,
    saving,
    failed,
    hostQuery,
    hosts: hosts.data?.message.users ?? [],
    open(next: LibraryVideo) {
      setVideo(next);
      setForm(entryFormOf(next));
      setMode('view');
      setFailed(false);
      setHostQuery('');
    },
    close: () => setVideo(null),
    edit: () => setMode('edit'),
    change: setForm,
    setHostQuery,
    cancel() {
      // Cancel restores what is stored and leaves edit mode (§4).
      if (video) setForm(entryFormOf(video));
      setMode('view');
      setFailed(false);
    },
    async save() {
      if (!video) return;
      const changes = entryChanges(video, form);
      // Nothing changed: a success with no call (§4), which clears an earlier failure.
      if (!changes) {
        setFailed(false);
        setMode('view');
        return;
      }
      setSaving(true);
      setFailed(false);
      const saved = await updateVideo(video.uuid, changes);
      setSaving(false);
      if (!saved) {
        setFailed(true);
        return;
      }
      show(saved);
      setMode('view');
    },
    async toggleArchive() {
      if (!video) return;
      // The view has asked for confirmation (a dialog nested in the entry modal).
      const archive = !video.archived;
      setSaving(true);
      setFailed(false);
      const saved = await updateVideo(video.uuid, { archived: archive });
      setSaving(false);
      // The change shows once the call succeeds (§4).
      if (saved) show({ ...video, archived: saved.archived });
      else setFailed(true);
    },
  };
}
