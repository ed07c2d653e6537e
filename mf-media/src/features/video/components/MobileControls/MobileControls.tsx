import { useRef } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Radio,
  RadioGroup,
  Switch,
  Text,
} from '@fluentui/react-components';
import { MoreVerticalRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import { PLAYBACK_SPEEDS, SKIP_SECONDS } from '../../lib/player-options';
import { tapAction } from '../../lib/taps';
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

/** Mobile layer: double-tap skip zones (left back, right forward) and the Additional Controls dialog. */
export function MobileControls(props: MobileControlsProps) {
  const styles = useMobileControlsStyles();
  const t = messages.videoPage;
  const lastTap = useRef<number | null>(null);
  const onTap = (direction: -1 | 1) => {
    const now = Date.now();
    if (tapAction(lastTap.current, now) === 'double') {
      lastTap.current = null;
      props.onSkip(direction * SKIP_SECONDS);
    } else {
      lastTap.current = now;
      props.onShowControls();
    }
  };
  return (
    <>
      <div className={styles.zones}>
        <button type="button" className={styles.zone} aria-label={`-${SKIP_SECONDS} s`} onClick={() => onTap(-1)} />
        <button type="button" className={styles.zone} aria-label={`+${SKIP_SECONDS} s`} onClick={() => onTap(1)} />
      </div>
      <Dialog>
        <DialogTrigger disableButtonEnhancement>
          <Button
            className={styles.more}
            shape="circular"
            icon={<MoreVerticalRegular />}
            aria-label={t.additionalControls}
          />
        </DialogTrigger>
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
    </>
  );
}
