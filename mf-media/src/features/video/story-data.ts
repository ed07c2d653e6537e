import { parseChat, parseTranscript } from '@cedar/shared/domain';
import { chatText, fullVideo, transcriptJson } from '../../test-support/video-data';

/** Rows and video of the stories. */
export const storyTranscript = parseTranscript(transcriptJson)!;
export const storyChat = parseChat(chatText)!;
export const storyVideo = fullVideo;
