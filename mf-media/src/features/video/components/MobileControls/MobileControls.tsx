import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Radio,
  RadioGroup,
  Switch,
  Text,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useOpenedOnce } from '@cedar/shared/ui';
import { MoreVerticalRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { PLAYBACK_SPEEDS, SKIP_SECONDS } from '../../lib/player-options';
import { createTapRecognizer } from '../../lib/taps';
import { useMobileControlsStyles } from './MobileControls.styles';

/** Props of MobileControls. */
export interface MobileControlsProps {
  captionsAvailable: boolean;
  captionsOn: boolean;
  speed: number;
  onSkip: (seconds: number) => void;
  /** A single tap: show the controls for a while. */
  onShowControls: () => void;
  onCaptions: (on: boolean) => void;
  onSpeed: (speed: number) => void;
}

/**
 * Mobile layer: double-tap skip zones (left back, right forward; a lone tap shows the controls once it
 * is clear no second tap follows) and the Additional Controls dialog.
 */
export function MobileControls(props: MobileControlsProps) {
  const styles = useMobileControlsStyles();
  const t = messages.videoPage;
  // The handlers read the latest props when a tap is recognised, up to 550 ms after it.
  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
  });
  const [taps] = useState(() =>
    createTapRecognizer<-1 | 1>(() => ({
      onDouble: (direction) => propsRef.current.onSkip(direction * SKIP_SECONDS),
      onSingle: () => propsRef.current.onShowControls(),
    })),
  );
  useEffect(() => () => taps.cancel(), [taps]);
  // The dialog mounts once opened (see useOpenedOnce); the button is its focus-restore target.
  const [moreOpen, setMoreOpen] = useState(false);
  const moreOpened = useOpenedOnce(moreOpen);
  const restoreFocus = useRestoreFocusTarget();
  const onTap = (direction: -1 | 1) => taps.tap(direction);
  return (
    <>
      <div className={styles.zones}>
        <button type="button" className={styles.zone} aria-label={`-${SKIP_SECONDS} s`} onClick={() => onTap(-1)} />
        <button type="button" className={styles.zone} aria-label={`+${SKIP_SECONDS} s`} onClick={() => onTap(1)} />
      </div>
      <Button
        className={styles.more}
        shape="circular"
        icon={<MoreVerticalRegular />}
        aria-label={t.additionalControls}
        onClick={() => setMoreOpen(true)}
        {...restoreFocus}
      />
      {moreOpened ? (
        <Dialog open={moreOpen} onOpenChange={(_, data) => setMoreOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t.additionalControls}</DialogTitle>
              <DialogContent className={styles.section}>
                {props.captionsAvailable ? (
                  <Switch
                    label={t.closedCaptions}
                    checked={props.captionsOn}
                    onChange={(_, d) => props.onCaptions(d.checked)}
                  />
                ) : (
                  <Text>{t.captionsUnavailable}</Text>
                )}
                <RadioGroup
                  aria-label={t.playbackSpeed}
                  value={String(props.speed)}
                  onChange={(_, d) => props.onSpeed(Number(d.value))}
                >
                  <Text weight="semibold">{t.playbackSpeed}</Text>
                  {PLAYBACK_SPEEDS.map((s) => (
                    <Radio key={s} value={String(s)} label={s === 1 ? t.normalSpeed : t.speedLabel(s)} />
                  ))}
                </RadioGroup>
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}
