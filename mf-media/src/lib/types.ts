// The media pages read the API's own shapes (@cedar/shared/contract media schemas).
import type {
  ParticipantUserInfo,
  VideoInfo,
  VideoParticipant,
  VideosEnvelope,
  ViewHistoryEntry,
  ViewHistoryEnvelope,
} from '@cedar/shared/contract';

/** A recorded session as GET /v1/videos/ returns it (§3 video info and library video). */
export type Video = VideoInfo;
/** A meeting participant (§3). */
export type Participant = VideoParticipant;
export type { ParticipantUserInfo, VideosEnvelope, ViewHistoryEntry, ViewHistoryEnvelope };
