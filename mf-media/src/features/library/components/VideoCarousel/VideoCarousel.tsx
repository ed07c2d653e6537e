import { useEffect, useState } from 'react';
import { Button, mergeClasses, Title3 } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import type { Video } from '../../../../lib/types';
import { CAROUSEL_DIM_BELOW, carouselItemsPerView, carouselShowsDots, carouselSteps } from '../../lib/library';
import { VideoCard } from '../VideoCard/VideoCard';
import { useVideoCarouselStyles } from './VideoCarousel.styles';

/** Props of VideoCarousel. */
export interface VideoCarouselProps {
  title: string;
  videos: readonly Video[];
  now: number;
  timeZone: string;
  /** The width the breakpoints are read at; defaults to the window's (a story sets a narrow one). */
  width?: number;
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** A titled row of video cards with arrows (dimmed under 5 videos) and, on narrow screens, dots. Hidden when empty. */
export function VideoCarousel({ title, videos, now, timeZone, width: widthProp }: VideoCarouselProps) {
  const styles = useVideoCarouselStyles();
  const windowWidth = useWindowWidth();
  const width = widthProp ?? windowWidth;
  const perView = carouselItemsPerView(width);
  const steps = carouselSteps(videos.length, perView);
  const lastStart = steps.length - 1;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, lastStart);
  const offset = steps[current] ?? 0;
  if (videos.length === 0) return null;
  const dim = videos.length < CAROUSEL_DIM_BELOW;
  const t = messages.watchPage;
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.header}>
        <Title3 as="h2">{title}</Title3>
        <div className={styles.arrows}>
          <Button
            className={dim ? styles.dim : undefined}
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label={t.previous}
            disabled={current === 0}
            onClick={() => setIndex(current - 1)}
          />
          <Button
            className={dim ? styles.dim : undefined}
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label={t.next}
            disabled={current >= lastStart}
            onClick={() => setIndex(current + 1)}
          />
        </div>
      </div>
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ transform: `translateX(-${(offset * 100) / perView}%)` }}>
          {videos.map((video, i) => (
            <li
              key={video.id}
              className={styles.item}
              style={{ width: `${100 / perView}%` }}
              // Cards scrolled out of view are neither focusable nor read out: the arrows bring them in.
              inert={i + 1 <= offset || i >= offset + perView}
            >
              <VideoCard video={video} now={now} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      </div>
      {carouselShowsDots(width) && lastStart > 0 ? (
        <div className={styles.dots}>
          {Array.from({ length: lastStart + 1 }, (_, i) => (
            <Button
              key={i}
              className={mergeClasses(styles.dot, i === current && styles.dotCurrent)}
              appearance="transparent"
              aria-label={t.goTo(i + 1)}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
