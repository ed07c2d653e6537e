import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Plain text is rendered only as text: across the portal's front ends, the one place that
 * turns a string into markup is RichTextView (which sanitises first), and it is only given
 * fields that are rich text by the spec. A new sink, or RichTextView fed another field, fails
 * here until it is reviewed and added below.
 */
// The repository: this file is shared/src/ui/RichTextView/markup-sinks.test.ts.
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const FRONT_ENDS = ['host', 'mf-dashboard', 'mf-media', 'mf-connect', 'mf-profile', 'mf-acp', 'shared', 'storybook'];
const SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|srcdoc|\bv-html\b/;
/**
 * The rich-text fields of the spec that reach RichTextView, as the callers name them. Each is
 * sanitised by the API when stored (api/src/domain/rich-text.ts) and again by RichTextView.
 */
const RICH_TEXT_FIELDS = new Set([
  // An announcement's body: the learner's feed, the console's history and the composer's preview.
  'announcement.body',
  'a.body',
  'form.body',
  // A support request's answers (written in the request form's editor) and the staff responses.
  'answerHtml',
  'entry.response',
  'latestReply.response',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|jsx?|mjs)$/.test(name) && !/\.(test|spec|stories)\./.test(name) ? [file] : [];
  });
}

const all = FRONT_ENDS.flatMap((workspace) => {
  const src = path.join(ROOT, workspace, workspace === 'storybook' ? '.' : 'src');
  return sources(src).map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));
});

describe('markup sinks of the front ends', () => {
  it('reads the front ends', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('turns strings into markup only in RichTextView', () => {
    const sinks = all.filter(({ text }) => SINKS.test(text)).map(({ file }) => file);
    expect(sinks).toEqual(['shared/src/ui/RichTextView/RichTextView.tsx']);
  });

  it('sanitises before it renders', () => {
    const view = all.find(({ file }) => file.endsWith('RichTextView/RichTextView.tsx'))!.text;
    expect(view).toMatch(/sanitizeRichTextHtml\(html\)/);
    expect(view).toMatch(/__html: clean/);
  });

  it('gives RichTextView rich-text fields only', () => {
    const given = all.flatMap(({ file, text }) =>
      [...text.matchAll(/<RichTextView\b[^>]*?\bhtml=\{([^}]+)\}/g)].map((match) => ({
        file,
        field: match[1]!.trim(),
      })),
    );
    expect(given.length).toBeGreaterThan(0);
    for (const { file, field } of given)
      expect(`${file}: ${RICH_TEXT_FIELDS.has(field) ? 'rich' : field}`).toBe(`${file}: rich`);
  });
});
