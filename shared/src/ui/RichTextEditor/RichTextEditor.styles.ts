import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../theme/visually-hidden.ts';

// Quill's own stylesheet is not loaded (the portal ships no CSS files): these rules are the
// few the editing surface needs, drawn with the theme's tokens.
export const useRichTextEditorStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  visuallyHidden,
  frame: {
    display: 'flex',
    flexDirection: 'column',
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { ...shorthands.borderColor(tokens.colorCompoundBrandStroke) },
    '& [role="toolbar"]': {
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      flexWrap: 'wrap',
    },
  },
  disabled: { backgroundColor: tokens.colorNeutralBackgroundDisabled },
  error: { padding: tokens.spacingHorizontalM, color: tokens.colorPaletteRedForeground1 },
  editor: {
    position: 'relative',
    '& .ql-clipboard': { position: 'absolute', left: '-100000px', top: '50%', height: '1px', overflowY: 'hidden' },
    '& .ql-editor': {
      boxSizing: 'border-box',
      minHeight: '120px',
      maxHeight: '360px',
      overflowY: 'auto',
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
      outlineStyle: 'none',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'break-word',
      lineHeight: tokens.lineHeightBase300,
      fontFamily: tokens.fontFamilyBase,
      fontSize: tokens.fontSizeBase300,
      color: tokens.colorNeutralForeground1,
    },
    '& .ql-editor p': { margin: 0 },
    '& .ql-editor ol': { margin: 0, paddingLeft: '1.5em' },
    '& .ql-editor li': { listStyleType: 'none', paddingLeft: '1.5em', position: 'relative' },
    '& .ql-editor .ql-ui': { position: 'absolute' },
    '& .ql-editor li > .ql-ui::before': {
      display: 'inline-block',
      marginLeft: '-1.5em',
      marginRight: '0.3em',
      width: '1.2em',
      textAlign: 'right',
      whiteSpace: 'nowrap',
    },
    '& .ql-editor li[data-list="bullet"] > .ql-ui::before': { content: '"\\2022"' },
    '& .ql-editor .ql-code-block-container': {
      margin: `${tokens.spacingVerticalXS} 0`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderRadius: tokens.borderRadiusSmall,
      backgroundColor: tokens.colorNeutralBackground3,
      fontFamily: tokens.fontFamilyMonospace,
    },
    '& .ql-editor a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& .ql-editor.ql-blank::before': {
      content: 'attr(data-placeholder)',
      position: 'absolute',
      left: tokens.spacingHorizontalM,
      right: tokens.spacingHorizontalM,
      color: tokens.colorNeutralForeground4,
      fontStyle: 'italic',
      pointerEvents: 'none',
    },
  },
  linkForm: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: '280px' },
  linkActions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});
