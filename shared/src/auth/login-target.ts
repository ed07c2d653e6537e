import { pagePath } from '@cedar/shared/contract';

/** What Log In remembers for the return from the identity provider (§2.2, §2.3). */
export interface LoginState {
  targetUrl?: string;
  targetCourse?: string;
}

const LIST_REQUESTS = /\/listrequests\/?([^/?#]*)/i;

/** Log In remembers the target course when the path is a support-request link, else the target URL. */
export function loginStateFor(targetUrl: string): LoginState {
  const match = LIST_REQUESTS.exec(targetUrl);
  if (match?.[1]) return { targetCourse: decodeURIComponent(match[1]) };
  return { targetUrl };
}

/**
 * Where the sign-in callback returns: /acp/listRequests/{targetCourse} when a target course was
 * remembered, else the remembered target URL, else the current path (the callback path itself
 * is no page, so it falls back to /).
 */
export function callbackTarget(state: LoginState | undefined, currentPath: string, callbackPath: string): string {
  if (state?.targetCourse) return pagePath('supportRequests', { requestId: state.targetCourse });
  // Only same-origin paths: a crafted state must not send the user elsewhere.
  if (state?.targetUrl && /^\/(?!\/)/.test(state.targetUrl)) return state.targetUrl;
  return currentPath === callbackPath ? pagePath('home') : currentPath;
}
