import { makeStyles, tokens } from '@fluentui/react-components';

const indents = Object.fromEntries(
  Array.from({ length: 9 }, (_, i) => [`& .ql-indent-${i + 1}`, { paddingLeft: `${(i + 1) * 3}em` }]),
);

// Stored HTML carries inline styles for sizes and indents; these rules cover the rest, and the
// class-based formats of older or console-written texts.
export const useRichTextViewStyles = makeStyles({
  root: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    '& p': { margin: 0 },
    '& ul': { margin: `${tokens.spacingVerticalXS} 0`, paddingLeft: '1.5em' },
    '& ol': { margin: `${tokens.spacingVerticalXS} 0`, paddingLeft: '1.5em' },
    '& li[data-list="bullet"]': { listStyleType: 'disc' },
    '& pre': {
      margin: `${tokens.spacingVerticalXS} 0`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderRadius: tokens.borderRadiusSmall,
      backgroundColor: tokens.colorNeutralBackground3,
      fontFamily: tokens.fontFamilyMonospace,
      whiteSpace: 'pre-wrap',
    },
    '& code': { fontFamily: tokens.fontFamilyMonospace },
    '& blockquote': {
      margin: `${tokens.spacingVerticalXS} 0`,
      paddingLeft: tokens.spacingHorizontalM,
      borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    },
    '& a': { color: tokens.colorBrandForegroundLink, textDecorationLine: 'underline' },
    '& .ql-size-small': { fontSize: '0.75em' },
    '& .ql-size-large': { fontSize: '1.5em' },
    '& .ql-size-huge': { fontSize: '2.5em' },
    '& .ql-align-center': { textAlign: 'center' },
    '& .ql-align-right': { textAlign: 'right' },
    '& .ql-align-justify': { textAlign: 'justify' },
    ...indents,
  },
});
