import { lazyOnceOpened } from '@cedar/shared/ui';
import type { ShellDrawerProps } from './ShellDrawerPanel';

export type { ShellDrawerProps } from './ShellDrawerPanel';

/**
 * The left drawer of small screens, fetched when first opened and mounted from then on: a phone
 * shows the menu button on every page, and Fluent's drawer, dialog and motion code only once
 * it is pressed (ADR 0042).
 */
export const ShellDrawer = lazyOnceOpened<ShellDrawerProps>(() =>
  import(/* webpackChunkName: "shell-drawer" */ './ShellDrawerPanel').then((module) => module.ShellDrawerPanel),
);
