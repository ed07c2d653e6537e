// The §3/§7 shapes the media pages read (kept local until the media contract lands in @cedar/shared/contract).

/** Account details of a participant who has one. */
export interface ParticipantUserInfo {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  preferred_name?: string | null;
  given_name?: string | null;
  user_image_url?: string | null;
}

/** A meeting participant (§3). */
export interface Participant {
  id?: string | number | null;
  name: string;
  mycedar_user_info?: ParticipantUserInfo | null;
}

/** A recorded session as GET /v1/videos/ returns it (§3 video info and library video). */
export interface Video {
  id: number;
  uuid: string;
  title: string;
  description?: string | null;
  tags?: string[] | null;
  video_cdn_url?: string | null;
  thumbnail_cdn_url?: string | null;
  transcripts_details?: { cloudfront_uri_txt?: string | null } | string | null;
  transcripts_cdn_url?: string | null;
  chat_cdn_url?: string | null;
  video_details: { recording_start: string; recording_end?: string | null };
  meeting_participants?: Participant[] | null;
  google_calendar_id?: string | null;
  deleted?: boolean;
  archived?: boolean;
}

/** Answer of GET /v1/videos/. */
export interface VideosEnvelope {
  message: { videos: Video[] };
}

/** A view history entry (§3). */
export interface ViewHistoryEntry {
  video_id: number;
  created_date: string;
}

/** Answer of GET /uservideoview/{id}. */
export interface ViewHistoryEnvelope {
  message: { response: ViewHistoryEntry[] };
}
