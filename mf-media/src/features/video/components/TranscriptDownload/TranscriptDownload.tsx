import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { messages } from '../../../../messages';
import type { TranscriptRow } from '@cedar/shared/domain';
import { saveFile, transcriptFile } from './transcript-files';

/** Props of TranscriptDownload. */
export interface TranscriptDownloadProps {
  /** The video title, for the file names. */
  title: string | null | undefined;
  rows: readonly TranscriptRow[];
  /** Where the file goes (the browser's downloads by default; tests and stories look at it instead). */
  onSave?: typeof saveFile;
}

/** 'Download transcript': as WebVTT subtitles or as text lines '[hh:mm:ss] text'. */
export function TranscriptDownload({ title, rows, onSave = saveFile }: TranscriptDownloadProps) {
  const t = messages.videoPage;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<ArrowDownloadRegular />}>{t.downloadTranscript}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => onSave(transcriptFile(title, rows, 'vtt'))}>{t.downloadVtt}</MenuItem>
          <MenuItem onClick={() => onSave(transcriptFile(title, rows, 'txt'))}>{t.downloadTxt}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
