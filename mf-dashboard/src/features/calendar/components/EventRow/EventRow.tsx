import { Badge, Body1Strong, Button, Caption1, mergeClasses } from '@fluentui/react-components';
import { PlayCircleRegular, VideoRegular } from '@fluentui/react-icons';
import { type CalendarEvent, type Recording, pagePath } from '@cedar/shared/contract';
import { type EventRecording, type EventState, eventState } from '@cedar/shared/domain';
import { LinkButton } from '../../../../components/LinkButton/LinkButton';
import { relativeTo, timeOfDay } from '../../../../lib/dates';
import { messages } from '../../../../messages';
import { useEventRowStyles } from './EventRow.styles';

const t = messages.calendar;

/** Props of EventRow. */
export interface EventRowProps {
  event: CalendarEvent;
  /** The 5-second clock the state is computed from. */
  now: Date;
  timeZone: string;
  recording: EventRecording<Recording>;
}

function stateLabel(state: EventState, event: CalendarEvent, now: Date): string {
  if (state === 'is_live') return t.happeningNow;
  if (state === 'is_passed') return t.sessionEnded;
  return t.starts(relativeTo(event.start_date_time, now));
}

function JoinButton({ label, url }: { label: string; url: string | null }) {
  // Without a meeting link the button still tells what is possible, with nothing to follow (§4).
  if (!url)
    return (
      <Button disabled icon={<VideoRegular />}>
        {label}
      </Button>
    );
  return (
    <LinkButton href={url} external appearance="primary" icon={<VideoRegular />}>
      {label}
    </LinkButton>
  );
}

function EventAction({
  state,
  event,
  recording,
}: {
  state: EventState;
  event: CalendarEvent;
  recording: EventRecording<Recording>;
}) {
  if (state === 'is_live') return <JoinButton label={t.joinNow} url={event.meeting_url} />;
  if (state === 'is_join_early') return <JoinButton label={t.joinEarly} url={event.meeting_url} />;
  const uuid = recording.recordingDetails[0]?.video_details.generatedUUID;
  if (state === 'is_passed' && recording.state === 'has_recording' && uuid) {
    return (
      <LinkButton href={pagePath('video', { videoUUId: uuid })} icon={<PlayCircleRegular />}>
        {t.recording}
      </LinkButton>
    );
  }
  return null;
}

/** One class or event: time, title, kind, its state's label and button (§4 Event state). */
export function EventRow({ event, now, timeZone, recording }: EventRowProps) {
  const styles = useEventRowStyles();
  const state = eventState(event, now);
  return (
    <li className={styles.root} data-state={state}>
      <div className={styles.text}>
        <Caption1 className={styles.time}>
          {timeOfDay(event.start_date_time, timeZone)} – {timeOfDay(event.end_date_time, timeZone, true)}
        </Caption1>
        <span className={styles.title}>
          <Body1Strong>{event.summary}</Body1Strong>
          <Badge appearance="tint" color={event.kind === 'event' ? 'important' : 'brand'} size="small">
            {t.kind[event.kind]}
          </Badge>
        </span>
        <Caption1 className={mergeClasses(styles.label, state === 'is_live' && styles.live)}>
          {stateLabel(state, event, now)}
        </Caption1>
      </div>
      <EventAction state={state} event={event} recording={recording} />
    </li>
  );
}
