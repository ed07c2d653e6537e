import type { AdminCohortOption } from '../CohortPicker/CohortPicker';

/** Cohorts of two programs, for tests and stories. */
export const adminCohorts: AdminCohortOption[] = [
  { cohortId: 101, cohortName: 'SEB 2025 Spring', programTitle: 'Software Engineering Backend Development' },
  { cohortId: 102, cohortName: 'SEB 2025 Fall', programTitle: 'Software Engineering Backend Development' },
  { cohortId: 201, cohortName: 'UX 2025 Spring', programTitle: 'UX Design' },
  { cohortId: 103, cohortName: 'SEB 2026 Winter', programTitle: 'Software Engineering Backend Development' },
];
