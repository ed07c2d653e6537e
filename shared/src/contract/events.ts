// Events one part of the portal sends another across a federation boundary, in the browser.
// A window event needs no shared state, only the same name and detail on both sides: they
// are declared here once so the sender and the listeners cannot drift.

/** What the admin shell's create button can create (§2.4), named by the page that owns the form. */
export const CREATE_KINDS = ['announcement', 'cohort'] as const;
/** What the admin shell's create button can create. */
export type CreateKind = (typeof CREATE_KINDS)[number];

/** The window event of the create button; its detail is a CreateKind. */
export const CREATE_EVENT = 'cedar:create';

function isCreateKind(value: unknown): value is CreateKind {
  return (CREATE_KINDS as readonly unknown[]).includes(value);
}

/** Asks the page on screen to open its create form (the host's create button sends it). */
export function requestCreate(kind: CreateKind, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<CreateKind>(CREATE_EVENT, { detail: kind }));
}

/**
 * Calls `onCreate` whenever the create button asks for `kind` (a page that owns that form
 * listens while it is mounted). Returns the function that stops listening.
 */
export function onCreateRequest(kind: CreateKind, onCreate: () => void, target: EventTarget = window): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (isCreateKind(detail) && detail === kind) onCreate();
  };
  target.addEventListener(CREATE_EVENT, listener);
  return () => target.removeEventListener(CREATE_EVENT, listener);
}
