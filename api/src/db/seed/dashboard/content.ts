/** Texts of the dashboard's demo data: curriculum topics, assignments and announcements. */

/** Class topics by program, one per class day in turn. */
export const CLASS_TOPICS: Readonly<Record<number, readonly string[]>> = {
  1: [
    'HTTP and REST fundamentals',
    'Express routing and middleware',
    'Relational modelling with PostgreSQL',
    'SQL joins and aggregates',
    'Authentication with sessions and tokens',
    'Testing APIs with node:test',
    'Error handling and logging',
    'Caching and performance',
    'Background jobs and queues',
    'Deploying a service',
  ],
  2: [
    'User interviews',
    'Affinity mapping',
    'Personas and journeys',
    'Wireframing in Figma',
    'Usability testing',
    'Design systems',
    'Accessibility reviews',
    'Prototyping interactions',
  ],
  6: [
    'React components and props',
    'State and effects',
    'Forms and validation',
    'Fetching data with SWR',
    'Node and Express APIs',
    'Databases with an ORM',
    'Auth across client and server',
    'End-to-end tests with Playwright',
  ],
  7: [
    'Networking fundamentals',
    'Threat modelling',
    'Linux hardening',
    'Web application attacks',
    'Incident response',
    'Log analysis',
    'Cryptography basics',
    'Cloud security',
  ],
  9: ['Orientation: meet your cohort', 'Setting up your tools', 'HTML and CSS warm-up'],
};

/** Speakers-and-events calendar: title by day offset from today. */
export const SPEAKER_EVENTS: readonly { day: number; hour: number; summary: string; description: string }[] = [
  {
    day: -3,
    hour: 17,
    summary: 'Career Panel: Your first year as an engineer',
    description: 'Four alumni on onboarding, code review and asking for help.',
  },
  {
    day: 2,
    hour: 18,
    summary: 'Speaker Series: Building accessible products at scale',
    description: 'A staff engineer on making accessibility part of every pull request.',
  },
  {
    day: 5,
    hour: 16,
    summary: 'Alumni Demo Night',
    description: 'Graduates show what they built after the program. Bring questions!',
  },
];

export interface AssignmentPlan {
  /** Days from today the assignment is due (23:59 in the academy's zone). */
  day: number;
  title: string;
  status: 'todo' | 'submitted' | 'graded';
  points: number;
  /** The demo learner's own due date, days from today. */
  customDay?: number;
  /** Named section overrides: (first word of the cohort name) + suffix, due this many days from today. */
  sectionDay?: number;
}

/** The assignments of every active course, relative to today, in every status. */
export const ASSIGNMENT_PLAN: readonly AssignmentPlan[] = [
  { day: -12, title: 'Module project: checkpoint 1', status: 'graded', points: 100 },
  { day: -6, title: 'Reading reflection', status: 'submitted', points: 10 },
  { day: -3, title: 'Lab: pair-programming kata', status: 'todo', points: 20 },
  { day: -2, title: 'Quiz: core concepts', status: 'todo', points: 10, customDay: 3 },
  { day: -1, title: 'Code review exercise', status: 'graded', points: 15 },
  { day: 1, title: 'Daily challenge', status: 'todo', points: 5 },
  { day: 2, title: 'Lab: build and test a feature', status: 'submitted', points: 20 },
  { day: 3, title: 'Peer feedback', status: 'graded', points: 5 },
  { day: 10, title: 'Module project: checkpoint 2', status: 'todo', points: 100, sectionDay: 5 },
  { day: 7, title: 'Weekly retrospective', status: 'todo', points: 5 },
  { day: 14, title: 'Module project: final submission', status: 'todo', points: 200 },
];

const LONG_PARAGRAPHS = [
  '<p><strong>Welcome to a new term at Cedar Academy!</strong> We are thrilled to have every one of you here, and we have spent the break making the portal and the program better based on your feedback.</p>',
  '<p>Here is what changed: class recordings now appear on your dashboard as soon as a session ends, study sessions can be started by anyone in your cohort, and the Support panel shows the people who can help you with each kind of question.</p>',
  '<p>Office hours run every Friday. Bring questions about anything: assignments, career plans, or the bug that has been haunting you since Tuesday. If you cannot make it, post in your cohort channel and a facilitator will follow up.</p>',
  '<p>Finally, please take five minutes to complete your profile so your classmates can find you. Have a great term!</p>',
];

/** The demo announcements: whom they reach, when they show, and their HTML. */
export const ANNOUNCEMENTS: readonly {
  key: string;
  audience: 1 | 2 | 3;
  program_id?: number;
  cohort_id?: number;
  post_as: 'myself' | 'product';
  author: string | null;
  /** Hours from now the announcement was (or will be) posted. */
  postedHours: number;
  /** Hours from now it expires; null never. */
  expiresHours: number | null;
  body: string;
}[] = [
  {
    key: 'welcome',
    audience: 1,
    post_as: 'product',
    author: 'admin@cedar.test',
    postedHours: -2,
    expiresHours: 24 * 14,
    body: LONG_PARAGRAPHS.join(''),
  },
  {
    key: 'reminder',
    audience: 1,
    post_as: 'product',
    author: 'admin@cedar.test',
    postedHours: -0.5,
    expiresHours: 24 * 2,
    body: '<p>Reminder: the portal will be briefly unavailable on Sunday from 6:00 to 6:30 AM Eastern for maintenance.</p>',
  },
  {
    key: 'sebd-program',
    audience: 2,
    program_id: 1,
    post_as: 'myself',
    author: 'admin@cedar.test',
    postedHours: -26,
    expiresHours: 24 * 6,
    body: '<p>SEBD learners: mock interviews open next week. Sign up in <a href="https://calendar.google.com">the booking calendar</a> &mdash; spots go fast!</p>',
  },
  {
    key: 'cohort-1-lab',
    audience: 3,
    cohort_id: 1,
    post_as: 'myself',
    author: 'facilitator@cedar.test',
    postedHours: -3,
    expiresHours: 24 * 3,
    body:
      '<p>For this week&#39;s lab, please:</p><ul><li>pull the starter repository</li><li>run <code>npm test</code> before class</li>' +
      '<li>bring <em>one</em> question about middleware</li></ul><p class="ql-indent-1"><span class="ql-size-large">See you in class!</span></p>',
  },
  {
    key: 'prestart-welcome',
    audience: 3,
    cohort_id: 4,
    post_as: 'myself',
    author: 'limited@cedar.test',
    postedHours: -48,
    expiresHours: 24 * 30,
    body: '<p>Welcome to Front End January 2027! Start with the launchpad course: it takes about two hours and sets up everything you need for day one.</p>',
  },
  {
    key: 'full-stack',
    audience: 2,
    program_id: 6,
    post_as: 'product',
    author: 'admin@cedar.test',
    postedHours: -5,
    expiresHours: 24 * 5,
    body: '<p>Full Stack learners: the React workshop recordings are up. Watch them before Thursday&#39;s class.</p>',
  },
  {
    key: 'queued',
    audience: 3,
    cohort_id: 1,
    post_as: 'myself',
    author: 'facilitator@cedar.test',
    postedHours: 48,
    expiresHours: 72,
    body: '<p>Next module starts Monday: read chapter 4 before class.</p>',
  },
  {
    key: 'expired',
    audience: 1,
    post_as: 'product',
    author: 'admin@cedar.test',
    postedHours: -240,
    expiresHours: -72,
    body: '<p>Registration for the spring hackathon is now closed.</p>',
  },
];
