import { brand } from '@cedar/shared/domain';

/** Texts of the connect remote, word for word from the spec, in one place. */
export const messages = {
  studySessionCard: {
    title: 'Study Session',
    /** The card's title for a prestart course (DECISIONS.md). */
    prestartTitle: 'Classmates',
    loadError: `${brand.connect} info could not be loaded`,
    retry: 'Retry',
    kickOff: 'Kick off a cohort study session?',
    // The spec's text, with the singular for one (DECISIONS.md "Learner screens").
    classmatesOnline: (count: number) =>
      `You have ${count} ${count === 1 ? 'classmate' : 'classmates'} online right now -- start a session and collaborate!`,
    startSession: 'Start Session',
    // Not in the spec: the card's idle state when the cohort has no meeting link (ADR 0012).
    noMeetingLink: 'No meeting link is set for your cohort yet, so a study session cannot be started.',
    staffInSession: 'Staff in Session:',
    classmatesInSession: 'Classmates in Session:',
    joinNow: 'Join Now',
    connectInvite:
      'Some of your classmates are in a study session. Join in to collaborate on the assignments for this week.',
    // The joined state is not in the spec (DECISIONS.md: a participant leaves by Leave).
    youAreIn: "You're in this study session.",
    openMeeting: 'Open Meeting',
    leaveSession: 'Leave Session',
    sessionDetails: 'Session Details',
    moreParticipants: (count: number) => `${count} more`,
    leaveFailed: 'You could not leave the study session. Please try again.',
  },
  studySessionModal: {
    title: 'Cohort Study Session',
    close: 'Close',
    activePlaceholder: 'What would you like to accomplish in this session?',
    idlePlaceholder: "Let your classmates know what you're working on...*",
    topicLabel: 'Topic',
    required: '*Required',
    startSession: 'Start Session',
    joinNow: 'Join Now',
    addTopic: 'Add Topic',
    topics: 'Topics',
    staffCount: (count: number) => `Staff in session: ${count}`,
    classmatesCount: (count: number) => `Classmates in session: ${count}`,
    guest: 'Guest',
    // Only for a participant whose role id the role table does not know.
    staff: 'Staff',
    learner: 'Student',
    startFailed: 'The study session could not be started. Please try again.',
    joinFailed: 'You could not join the study session. Please try again.',
    topicFailed: 'Your topic could not be added. Please try again.',
  },
  classmatesPanel: {
    // The spec quotes no title; 'Classmates' is the prestart Study Session card's (ADR 0012).
    title: 'Your Cohort',
    loadError: `${brand.connect} info could not be loaded`,
    retry: 'Retry',
    onlineInCohort: (count: number, cohortName: string) => `${count} online in ${cohortName}`,
    onlineNow: 'Online Now',
    recentlyUpdated: 'Recently Updated',
    haveYouMet: 'Have you met...',
    viewProfile: (name: string) => `View ${name}'s profile`,
    noClassmates: 'Your classmates will show here once they join the cohort.',
  },
} as const;
