import type { ShellUser } from '../shell-types';

/** A learner as the shell shows them, for tests and stories. */
export const learnerUser: ShellUser = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  preferredName: null,
  email: 'ada.lovelace@cedar.test',
  imageUrl: null,
};

/** A coach with a preferred name. */
export const coachUser: ShellUser = {
  firstName: 'Grace',
  lastName: 'Hopper',
  preferredName: 'Amazing Grace',
  email: 'grace.hopper@cedar.test',
  imageUrl: null,
};
