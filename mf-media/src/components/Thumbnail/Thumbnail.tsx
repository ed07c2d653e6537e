import { useState } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { DEFAULT_THUMBNAIL_SRC } from './default-thumbnail';
import { useThumbnailStyles } from './Thumbnail.styles';

/** Props of Thumbnail. */
export interface ThumbnailProps {
  /** The thumbnail's link; null or empty shows the default image. */
  src: string | null | undefined;
  className?: string;
}

/** A recording's thumbnail, or the default image when there is none or it fails to load (§8). */
export function Thumbnail({ src, className }: ThumbnailProps) {
  const styles = useThumbnailStyles();
  // The link that failed: a new link (the video changed, or a fresh signature) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      className={mergeClasses(styles.root, className)}
      src={broken ? DEFAULT_THUMBNAIL_SRC : src}
      alt=""
      loading="lazy"
      data-default-thumbnail={broken ? 'true' : undefined}
      onError={() => {
        if (src) setFailed(src);
      }}
    />
  );
}
