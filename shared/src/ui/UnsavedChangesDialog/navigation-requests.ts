import { createStore } from 'zustand/vanilla';
import { uiMessages } from '../messages.ts';
import { createRequestQueue } from '../request-queue.ts';

/** Header and message of a navigation request (§2.2: they come from the request). */
export interface NavigationRequestTexts {
  header: string;
  message: string;
}

/** The spec's default texts for leaving with unsaved changes (§4.3). */
export const DEFAULT_UNSAVED_CHANGES_TEXTS: NavigationRequestTexts = {
  header: uiMessages.unsavedChangesHeader,
  message: uiMessages.unsavedChangesMessage,
};

/** Pending navigation requests, answered by UnsavedChangesDialogHost. */
export const navigationRequests = createRequestQueue<NavigationRequestTexts>();

/** Pages that currently hold unsaved changes, by guard id, with their texts. */
export const dirtyGuards = createStore<{ guards: Record<string, NavigationRequestTexts> }>(() => ({
  guards: {},
}));

/** Asks whether to leave; resolves true on Okay, false on Cancel. */
export function requestNavigationConfirmation(
  texts: NavigationRequestTexts = DEFAULT_UNSAVED_CHANGES_TEXTS,
): Promise<boolean> {
  return navigationRequests.ask(texts);
}

/**
 * For leaving without a router navigation (switching cohort, a router that cannot block):
 * resolves true at once when nothing is dirty, else asks with the latest dirty page's texts.
 */
export function confirmLeave(): Promise<boolean> {
  const texts = Object.values(dirtyGuards.getState().guards).at(-1);
  return texts ? requestNavigationConfirmation(texts) : Promise.resolve(true);
}
