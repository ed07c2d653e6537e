import { useState } from 'react';
import { Body1, Button, Link, Title1 } from '@fluentui/react-components';
import { brand } from '@cedar/shared/domain';
import { CedarLogo, useMediaQuery } from '@cedar/shared/ui/core';
import { DEFAULT_SUPPORT_EMAIL, shellMessages as m } from '../messages';
import { useLandingPageStyles } from './LandingPage.styles';
import promoPoster from './assets/cedar-promo-poster.jpg';
import promoVideo from './assets/cedar-promo.webm';

export interface LandingPageProps {
  /** Starts signing in (the caller remembers the target URL or course). */
  onLogIn(): void;
  /** The IT support address; defaults to support@cedar.test. */
  supportEmail?: string;
  /** The promo video; null shows the poster alone. */
  videoSrc?: string | null;
  posterSrc?: string;
}

/** The signed-out landing page (§2.3): logo, Log In, a looping muted promo video and the IT support line. */
export function LandingPage({
  onLogIn,
  supportEmail = DEFAULT_SUPPORT_EMAIL,
  videoSrc = promoVideo,
  posterSrc = promoPoster,
}: LandingPageProps) {
  const styles = useLandingPageStyles();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // A video that cannot play leaves its poster in place rather than a broken frame.
  const [videoFailed, setVideoFailed] = useState(false);
  const showVideo = Boolean(videoSrc) && !videoFailed;
  return (
    <div className={styles.root}>
      <header className={styles.topBar}>
        <CedarLogo />
      </header>
      <main className={styles.hero}>
        <div className={styles.intro}>
          <Title1 as="h1" className={styles.heading}>
            {brand.myProduct}
          </Title1>
          <Body1 className={styles.tagline}>{m.tagline}</Body1>
          <Button appearance="primary" size="large" className={styles.logIn} onClick={onLogIn}>
            {m.logIn}
          </Button>
        </div>
        <div className={styles.media}>
          {showVideo ? (
            <video
              className={styles.video}
              src={videoSrc ?? undefined}
              poster={posterSrc}
              aria-label={m.promoVideoLabel}
              autoPlay={!reducedMotion}
              controls={reducedMotion}
              loop
              muted
              playsInline
              onError={() => setVideoFailed(true)}
            />
          ) : (
            <img className={styles.video} src={posterSrc} alt={m.promoVideoLabel} />
          )}
        </div>
      </main>
      <footer className={styles.footer}>
        <Body1>{m.supportLine}</Body1>
        <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </footer>
    </div>
  );
}
