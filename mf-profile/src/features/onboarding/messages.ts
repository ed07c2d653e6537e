import { brand } from '@cedar/shared/domain';

/** Texts of the onboarding wizard (§2.7); the spec's quoted ones word for word. */
export const onboardingMessages = {
  regionLabel: 'Set up your profile',
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  continue: 'Continue',
  goToMyProduct: `Go To ${brand.myProduct}`,
  goBack: 'Go Back',
  saveError: 'Error while submitting your request',
  saving: 'Saving…',
  welcome: {
    title: `Welcome to ${brand.myProduct}!`,
    body: 'Let’s set up your profile so your classmates and staff can get to know you. It takes a few minutes.',
  },
  identity: {
    title: 'Identity',
    intro: 'What should we call you?',
    preferredName: 'Preferred name',
    preferredNameRequired: 'Please enter the name you would like to be called.',
    pronunciation: 'Name pronunciation',
    pronouns: 'Preferred pronouns',
  },
  picture: {
    title: 'Picture',
    intro: 'Add a picture so your classmates recognise you.',
    edit: 'Edit profile picture',
    avatarLabel: (name: string) => `Profile picture of ${name}`,
  },
  location: {
    title: 'Location',
    intro: 'Where are you based? Classmates see your time zone when planning together.',
    needsTimeZone: 'Choose the time zone of the place you live in.',
  },
  spokenLanguages: {
    title: 'Spoken Languages',
    intro: 'Which languages do you speak?',
    primary: 'Primary spoken language',
    primaryRequired: 'Please enter your primary spoken language.',
    additional: 'Additional spoken languages',
    add: 'Add',
    remove: (name: string) => `Remove ${name}`,
  },
  experience: {
    title: 'Experience',
    intro: 'How much programming experience do you have?',
    level: 'Programming experience level',
    doNotPrefer: 'Do not prefer',
    languages: 'Programming languages',
  },
  personalInfo: {
    title: 'Personal Info',
    intro: 'Complete the sentences.',
    dreamJob: 'My dream job is ...',
    freeTime: 'In my free time, I enjoy ...',
    funFact: 'A fun fact about me is ...',
  },
  focusTime: {
    title: 'Focus Time',
    intro: 'Select all that apply for each applicable day of the week.',
    days: 'Days of the week',
    hasEntries: 'has focus time',
  },
  workSchedule: {
    title: 'Work Schedule',
    intro: 'What is your work schedule outside the academy?',
    hint: 'Select all that apply',
  },
  socialMedia: {
    title: 'Social Media',
    intro: 'Where can classmates find you online?',
    network: 'Network',
    link: 'Link',
    invalidLink: 'Please enter valid url. Starting with http:// or https://',
    removeRow: 'Remove this link',
    choose: 'Choose a network',
  },
  wrapUp: {
    title: "That's a wrap!",
    body: `You can edit your ${brand.myProduct} profile at any time from your options menu.`,
  },
} as const;
