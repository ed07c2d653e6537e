import { lazy, Suspense } from 'react';
import { TextSkeleton } from '../Skeletons/Skeletons.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

/**
 * The editor with its toolbars, link popover, menus and tooltips is a chunk of its own, fetched
 * when a form first shows an editor: @cedar/shared/ui is shared and so built whole, and with the
 * editor inside it every page loaded Fluent's toolbar, menu, popover and tooltip packages
 * (ADR 0042). Until it arrives the same skeleton shows that the editor shows while quill loads.
 */
const Editor = lazy(() =>
  import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor.tsx').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/** RichTextEditor, loaded on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<TextSkeleton lines={3} />}>
      <Editor {...props} />
    </Suspense>
  );
}
