import type { ReactNode } from 'react';
import {
  AvatarGroup,
  AvatarGroupItem,
  AvatarGroupPopover,
  Button,
  Caption1,
  Card,
  CardHeader,
  Subtitle2,
} from '@fluentui/react-components';
import type { VideoInfo } from '@cedar/shared/contract';
import { LoadError, TextSkeleton } from '@cedar/shared/ui';
import { overviewMessages as t } from '../../messages';
import { useOverviewStyles as useStyles } from './OverviewView.styles';

/** A panel's data: undefined while loading, an error flag, or the data. */
export interface PanelState<T> {
  data: T | undefined;
  failed?: boolean;
  onRetry?(): void;
}

/** hh:mm:ss between the recording's start and end (§9), or null when either is missing. */
export function recordingDuration(video: VideoInfo): string | null {
  const { recording_start: start, recording_end: end } = video.video_details;
  if (!start || !end) return null;
  const seconds = Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** A button that is a link to a portal page, followed in place. */
export function PageButton(props: {
  href: string;
  primary?: boolean;
  children: ReactNode;
  onNavigate(path: string): void;
}) {
  return (
    <Button
      as="a"
      href={props.href}
      appearance={props.primary ? 'primary' : 'secondary'}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        props.onNavigate(props.href);
      }}
    >
      {props.children}
    </Button>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} aria-label={title}>
      <CardHeader header={<Subtitle2 as="h2">{title}</Subtitle2>} />
      {children}
    </Card>
  );
}

export function Loaded<T>({ state, children }: { state: PanelState<T>; children(data: T): ReactNode }) {
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.failed) return <LoadError text={t.loadFailed} onRetry={state.onRetry ?? (() => undefined)} />;
  return <TextSkeleton lines={3} />;
}

export function People({ label, names, max }: { label: string; names: string[]; max: number }) {
  const styles = useStyles();
  if (names.length === 0) return null;
  return (
    <div className={styles.group}>
      <Caption1>{label}</Caption1>
      <AvatarGroup layout="stack" size={32}>
        {names.slice(0, max).map((name) => (
          <AvatarGroupItem key={name} name={name} />
        ))}
        {names.length > max ? (
          <AvatarGroupPopover triggerButton={{ 'aria-label': t.more(names.length - max) }}>
            {names.slice(max).map((name) => (
              <AvatarGroupItem key={name} name={name} />
            ))}
          </AvatarGroupPopover>
        ) : null}
      </AvatarGroup>
    </div>
  );
}
