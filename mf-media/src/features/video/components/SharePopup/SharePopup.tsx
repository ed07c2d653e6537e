import { useState } from 'react';
import { useOpenedOnce } from '@cedar/shared/ui';
import { Button, Checkbox, Input, Popover, PopoverSurface, Text } from '@fluentui/react-components';
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
  // The popover mounts once opened, anchored on the button (a mounted Fluent popover starts
  // Tabster's modalizer and its aria-hidden sentinels: see useOpenedOnce).
  const [button, setButton] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(open);
  const link = shareLink(url, startAt ? time : null);
  const change = (next: boolean) => {
    if (next) setTime(Math.floor(currentTime()));
    else setCopied(false);
    setOpen(next);
  };
  return (
    <>
      <Button
        ref={(element: HTMLElement | null) => setButton(element)}
        icon={<ShareRegular />}
        aria-expanded={open}
        onClick={() => change(!open)}
      >
        {t.share}
      </Button>
      {opened ? (
        <Popover
          open={open}
          withArrow
          positioning={{ target: button }}
          onOpenChange={(event, data) => {
            // A click on the button itself toggles it there.
            if (!data.open && button && event.target instanceof Node && button.contains(event.target)) return;
            change(data.open);
          }}
        >
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
      ) : null}
    </>
  );
}
