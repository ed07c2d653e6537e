/** Texts of the rich-text editor's toolbar and link form. */
export const richTextMessages = {
  toolbar: (label: string) => `${label}: formatting`,
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  codeBlock: 'Code block',
  link: 'Link',
  bulletList: 'Bullet list',
  textSize: 'Text size',
  sizes: { '0.75em': 'Small', '1em': 'Normal', '1.5em': 'Large', '2.5em': 'Huge' },
  indent: 'Increase indent',
  outdent: 'Decrease indent',
  linkUrl: 'Link address',
  linkHint: 'An http, https or ftp address',
  applyLink: 'Apply',
  removeLink: 'Remove link',
  loadFailed: 'The editor could not load. Please reload the page.',
} as const;
