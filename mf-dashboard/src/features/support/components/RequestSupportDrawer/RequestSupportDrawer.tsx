import { lazyOnceOpened } from '@cedar/shared/ui';
import type { RequestSupportDrawerProps } from './RequestSupportPanel';

export type { RequestSupportDrawerProps } from './RequestSupportPanel';

/**
 * The Request Support drawer (§2), its steps and forms: a chunk of the dashboard fetched when
 * the drawer first opens, then kept mounted (ADR 0042).
 */
export const RequestSupportDrawer = lazyOnceOpened<RequestSupportDrawerProps>(() =>
  import('./RequestSupportPanel').then((module) => module.RequestSupportDrawerPanel),
);
