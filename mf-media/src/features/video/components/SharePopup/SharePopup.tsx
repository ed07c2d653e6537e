import { useState } from 'react';
import { Button, Checkbox, Input, Popover, PopoverSurface, PopoverTrigger, Text } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { formatClock } from '@cedar/shared/domain';
import { useSharePopupStyles } from './SharePopup.styles';

/** Props of SharePopup. */
export interface SharePopupProps {
  /** The video page's address without a query. */
  url: string;
  /** Reads the player's position when the popup opens. */
  currentTime: () => number;
}

/** The link to share, with ?timestamp=N when starting at a time. */
export function shareLink(url: string, startAt: number | null): string {
  return startAt === null ? url : `${url}?timestamp=${Math.floor(startAt)}`;
}

/** Share popup (288 px): captures the time on opening, 'Start at' adds it, Copy Link then 'Link Copied!'. */
export function SharePopup({ url, currentTime }: SharePopupProps) {
  const styles = useSharePopupStyles();
  const t = messages.videoPage;
  const [open, setOpen] = useState(false);
  const [time, setTime] = useState(0);
  const [startAt, setStartAt] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = shareLink(url, startAt ? time : null);
  return (
    <Popover
      open={open}
      withArrow
      onOpenChange={(_, data) => {
        if (data.open) setTime(Math.floor(currentTime()));
        else setCopied(false);
        setOpen(data.open);
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<ShareRegular />}>{t.share}</Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t.share}>
        <Text weight="semibold">{t.share}</Text>
        <Input className={styles.link} readOnly value={link} aria-label={t.share} />
        <Checkbox
          checked={startAt}
          onChange={(_, data) => setStartAt(data.checked === true)}
          label={`${t.startAt} ${formatClock(time)}`}
        />
        <Button
          appearance="primary"
          onClick={() => {
            void navigator.clipboard?.writeText(link);
            setCopied(true);
          }}
        >
          {copied ? t.linkCopied : t.copyLink}
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
