import { VideoLibrary } from '../features/video-library/components/VideoLibrary/VideoLibrary';

/** The admin video library at /acp/videoLibrary/ (§2.6). */
export default function VideoLibraryPage() {
  return <VideoLibrary />;
}
