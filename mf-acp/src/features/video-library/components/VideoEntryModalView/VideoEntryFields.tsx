import { type KeyboardEvent, useState } from 'react';
import { Button, Combobox, Field, Input, Option, Tag, TagGroup, Textarea } from '@fluentui/react-components';
import type { VideoHost } from '@cedar/shared/contract';
import { videoLibraryMessages as t } from '../../messages';
import { addTag } from '../../lib/video-facts';
import type { VideoEntryForm } from '../../lib/video-entry';
import { useVideoEntryStyles } from './VideoEntryModalView.styles';

/** Props of VideoEntryFields. */
export interface VideoEntryFieldsProps {
  form: VideoEntryForm;
  hostQuery: string;
  hosts: VideoHost[];
  onHostQuery(q: string): void;
  onChange(form: VideoEntryForm): void;
}

/** Edit mode's fields: title (required), host from a user search, tags (Enter adds), description. */
export function VideoEntryFields({ form, hostQuery, hosts, onHostQuery, onChange }: VideoEntryFieldsProps) {
  const styles = useVideoEntryStyles();
  const [tag, setTag] = useState('');
  const set = (patch: Partial<VideoEntryForm>) => onChange({ ...form, ...patch });
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    set({ tags: addTag(form.tags, tag) });
    setTag('');
  };
  return (
    <>
      <Field
        label={t.titleField}
        required
        validationState={form.title.trim() ? 'none' : 'error'}
        validationMessage={form.title.trim() ? undefined : t.titleRequired}
      >
        <Input value={form.title} onChange={(_, d) => set({ title: d.value })} />
      </Field>
      <Field label={t.host} hint={form.host || undefined}>
        <Combobox
          freeform
          placeholder={t.hostSearch}
          value={hostQuery}
          onChange={(event) => onHostQuery(event.target.value)}
          onOptionSelect={(_, d) => {
            if (d.optionValue) set({ host: d.optionValue });
            onHostQuery(d.optionText ?? '');
          }}
        >
          {hosts.map((host) => (
            <Option key={host.email} value={host.email} text={`${host.first_name} ${host.last_name}`}>
              {`${host.first_name} ${host.last_name} (${host.email})`}
            </Option>
          ))}
        </Combobox>
      </Field>
      <Field label={`${t.topics} & ${t.tags}`} hint={t.tagsHint}>
        <Input value={tag} onChange={(_, d) => setTag(d.value)} onKeyDown={onTagKey} />
      </Field>
      {form.tags.length > 0 ? (
        <TagGroup
          className={styles.tags}
          aria-label={t.tags}
          onDismiss={(_, d) => set({ tags: form.tags.filter((x) => x !== d.value) })}
        >
          {form.tags.map((x, i) => (
            <Tag
              key={x}
              value={x}
              dismissible
              appearance={i < 3 ? 'brand' : 'outline'}
              dismissIcon={{ 'aria-label': t.removeTag(x) }}
            >
              {x}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      <Field label={t.description}>
        <Textarea value={form.description} resize="vertical" onChange={(_, d) => set({ description: d.value })} />
      </Field>
      {form.host ? (
        <Button appearance="subtle" onClick={() => set({ host: '' })}>
          {`${t.host}: ${form.host} ✕`}
        </Button>
      ) : null}
    </>
  );
}
