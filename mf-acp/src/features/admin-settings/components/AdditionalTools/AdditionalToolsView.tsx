import { useId } from 'react';
import { Select } from '@fluentui/react-components';
import type { ToolChoice } from '../../lib/additional-tools';
import { adminMessages as t } from '../../messages';
import { useAdminSettingsStyles } from '../AdminSettingsView/AdminSettingsView.styles';
import { useAdditionalToolsStyles } from './AdditionalTools.styles';
import { HandshakeTool, type HandshakeToolProps } from './HandshakeTool';
import { SyncTool, type SyncToolProps } from './SyncTool';

export interface AdditionalToolsViewProps {
  tool: ToolChoice;
  onToolChange(tool: ToolChoice): void;
  handshake: HandshakeToolProps;
  sync: SyncToolProps;
}

/** The Additional Tools panel (admin-console §2.11): the dropdown and the chosen tool. */
export function AdditionalToolsView({ tool, onToolChange, handshake, sync }: AdditionalToolsViewProps) {
  const page = useAdminSettingsStyles();
  const styles = useAdditionalToolsStyles();
  const titleId = useId();
  return (
    <section id="additional-tools" className={page.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.panelTitle}>
        {t.toolsTitle}
      </h2>
      <div className={styles.body}>
        <Select
          className={styles.select}
          aria-labelledby={titleId}
          value={tool}
          onChange={(_, data) => onToolChange(data.value as ToolChoice)}
        >
          <option value="" disabled>
            {t.toolsDefault}
          </option>
          <option value="handshake">{t.toolHandshake}</option>
          <option value="sync">{t.toolSync}</option>
        </Select>
        {tool === 'handshake' && <HandshakeTool {...handshake} />}
        {tool === 'sync' && <SyncTool {...sync} />}
      </div>
    </section>
  );
}
