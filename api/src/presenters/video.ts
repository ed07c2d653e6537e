import { brand, isVisibleAccount } from '@cedar/shared/domain';
import { RESUME_MARGIN_SECONDS, type VideoInfo, type VideoParticipant } from '@cedar/shared/contract';
import type { OwnView, VideoRow } from '../db/repositories/media.ts';
import type { users, VideoParticipantSource } from '../db/schema/index.ts';
import type { FileSigner } from '../storage/index.ts';
import { avatarUrlOf } from '../domain/avatar-urls.ts';

type Account = typeof users.$inferSelect;

/** Participants once each: the same id, or (without an id) the same name, counts once (§3). */
export function uniqueParticipants(list: VideoParticipantSource[]): VideoParticipantSource[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const key = p.id ? `id:${p.id}` : `name:${p.name.trim().toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** MMDDYY of a date, in UTC (the library's list date). */
export function recordingDate(at: Date | null): string {
  if (!at) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}${two(at.getUTCFullYear() % 100)}`;
}

/** A stored key becomes a signed link; an absolute URL (an external CDN) is kept; 'null' is none. */
export function fileUrl(value: string | null, signer: FileSigner, now: Date): string | null {
  if (!value || value === 'null') return null;
  if (/^https?:\/\//.test(value)) return value;
  return signer.sign(value, now);
}

/**
 * Where the viewer may resume: their last position, unless it is too near either end to be
 * worth offering (they had barely started, or had finished). Without a known length only the
 * start counts.
 */
export function resumeAt(position: number | null | undefined, duration: number | null): number | null {
  if (position === null || position === undefined || position < RESUME_MARGIN_SECONDS) return null;
  if (duration !== null && position > duration - RESUME_MARGIN_SECONDS) return null;
  return position;
}

/**
 * The participants `viewerEmail` may see (DECISIONS.md): a test-style account is left out,
 * unless it is the viewer's own; a participant known only by name is kept.
 */
export function visibleParticipants(list: VideoParticipantSource[], viewerEmail: string): VideoParticipantSource[] {
  return uniqueParticipants(list).filter((p) => !p.email || isVisibleAccount(p.email, viewerEmail));
}

/** A video row as the API answers it to `viewerEmail`. */
export function presentVideo(
  row: VideoRow,
  context: {
    signer: FileSigner;
    now: Date;
    accounts: Map<string, Account>;
    ownView: OwnView | null;
    viewerEmail: string;
  },
): VideoInfo {
  const url = (value: string | null) => fileUrl(value, context.signer, context.now);
  const transcripts = url(row.transcripts_cdn_url);
  const participants: VideoParticipant[] = visibleParticipants(row.meeting_participants, context.viewerEmail).map(
    (p) => {
      const account = p.email ? context.accounts.get(p.email.toLowerCase()) : undefined;
      return {
        id: p.id ?? null,
        name: p.name,
        mycedar_user_info: account
          ? {
              email: account.email,
              first_name: account.first_name,
              last_name: account.last_name,
              preferred_name: account.preferred_name,
              given_name: null,
              user_image_url: avatarUrlOf(account),
            }
          : null,
      };
    },
  );
  return {
    id: row.id,
    uuid: row.uuid,
    meeting_id: row.meeting_id,
    title: row.title,
    description: row.description,
    tags: row.tags ?? [],
    google_calendar_ids: row.google_calendar_ids,
    video_cdn_url: url(row.video_cdn_url),
    transcripts_cdn_url: transcripts,
    // Captions are built from the transcript JSON; no separate text track is stored.
    transcripts_details: null,
    chat_cdn_url: url(row.chat_cdn_url),
    thumbnail_cdn_url: url(row.thumbnail_cdn_url),
    video_details: {
      recording_start: row.recording_start?.toISOString() ?? null,
      recording_end: row.recording_end?.toISOString() ?? null,
    },
    meeting_participants: participants,
    // The creator is named unless a test-style account, seen by anyone but itself.
    created_by:
      row.created_by && isVisibleAccount(row.created_by, context.viewerEmail)
        ? row.created_by
        : brand.missingVideoCreator,
    recordingDate: recordingDate(row.recording_start),
    date_last_watched: context.ownView?.at.toISOString() ?? null,
    resume_at: resumeAt(context.ownView?.position, row.duration_seconds),
  };
}
