import { reportError } from './reporter.ts';

/**
 * Window errors and unhandled promise rejections, reported as 'unhandled' against the remote
 * whose file threw (or the page's remote). Returns the function that stops listening.
 */
export function listenForPageErrors(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // A failed <script> or <img> fires a plain Event, not an ErrorEvent: resource failures are
    // the federation plugin's to report.
    if (!(event instanceof ErrorEvent)) return;
    reportError('unhandled', event.error ?? { name: 'ScriptError' });
  };
  const onRejection = (event: PromiseRejectionEvent) => reportError('unhandled', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
