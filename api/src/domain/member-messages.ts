/** The member texts of admin-console §8 (Members), word for word. */
export const MEMBER_MESSAGES = {
  addedToUsers: 'Added User to MK User Table',
  addedToCourses: 'Added User to MK Course Table',
  added: (email: string) => `Successfully Added User ${email}.`,
  usersTableError: (email: string) => `There was an error adding ${email} To the Users Table.`,
  lmsIdInUse: (email: string, id: string) => `An error occurred for user ${email}. LMS ID ${id} is already in use.`,
  cohortError: 'There was an error adding the User To the cohort',
  alreadyInCohort: (email: string) => `User ${email} already exists in this cohort.`,
  updated: (n: number) => `Successfully Updated ${n} properties`,
} as const;
