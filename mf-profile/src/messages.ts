import { brand } from '@cedar/shared/domain';

/** Texts of the profile remote, word for word from the spec, in one place. */
export const messages = {
  learnerEditProfilePage: { title: 'Edit Profile' },
  staffEditProfilePage: { title: 'Edit Profile' },
  onboardingWizard: { title: 'Welcome' },
} as const;

/** Texts of the profile page (profiles-shell-and-access §2.5, §8), word for word where the spec quotes them. */
export const profilePageMessages = {
  pageTitle: 'Academic Control Panel',
  loadError: (identifier: string) => `Error while fetching user (${identifier}) information.`,
  // The spec's "the product's" is a placeholder for the name, which the no-access page says too.
  loadErrorHint: `Please check the email or contact the ${brand.myProduct} R&D team`,
  avatarPopup: `Please contact ${brand.myProduct} R&D team to update your profile picture.`,
  avatarAlt: (name: string) => `Profile picture of ${name}`,
  changeAvatarHint: (name: string) => `Profile picture of ${name}: how to update it`,
  loading: 'Loading profile',
  editProfile: 'Edit Profile',
  messageOnSlack: 'Message on Slack',
  sendEmail: 'Send an Email',
  opensInNewTab: '(opens in a new tab)',
  pronouns: 'Pronouns',
  courses: 'Courses',
  aboutMe: 'About Me',
  languages: 'Languages',
  primaryLanguage: 'Primary',
  alsoSpeaks: (others: string) => `Also speaks ${others}`,
  freeTime: (text: string) => `In my free time, I enjoy ${text}`,
  funFact: (text: string) => `A fun fact about me is ${text}`,
  introInterests: 'Intro & interests',
  goals: 'Goals',
  location: 'Location',
  livesIn: (description: string) => `I live in ${description}`,
  timeZone: 'Time zone',
  hoursAhead: (hours: string) => `${hours} ahead of you`,
  hoursBehind: (hours: string) => `${hours} behind you`,
  sameTimeZone: 'In your timezone',
  hours: (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`,
  experience: 'Experience',
  experienceLevel: 'Programming experience',
  dreamJob: 'Dream job',
  programmingLanguages: 'Programming languages',
  connect: 'Connect',
  socialLink: (name: string) => `${name} (opens in a new tab)`,
  focusTimeAndWorkSchedule: 'Focus Time & Work Schedule',
  focusTime: 'Focus Time',
  workSchedule: 'Work Schedule',
  focusDay: (day: string, slots: string) => `${day}: ${slots}`,
  noFocusTime: 'no focus time',
  focusSlot: (header: string, timeSlot: string) => `${header} (${timeSlot})`,
} as const;
