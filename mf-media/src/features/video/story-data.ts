import { parseChat } from './lib/chat';
import { parseTranscript } from './lib/transcript';
import { chatText, fullVideo, transcriptJson } from '../../test-support/video-data';

/** Rows and video of the stories. */
export const storyTranscript = parseTranscript(transcriptJson)!;
export const storyChat = parseChat(chatText)!;
export const storyVideo = fullVideo;
