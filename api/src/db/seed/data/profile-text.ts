/** Sentences and list values people put in their profiles. */

// prettier-ignore
export const SPOKEN_LANGUAGES = [
  'English', 'Spanish', 'French', 'German', 'Portuguese', 'Mandarin Chinese', 'Cantonese', 'Hindi',
  'Urdu', 'Bengali', 'Arabic', 'Tagalog', 'Vietnamese', 'Korean', 'Japanese', 'Russian', 'Ukrainian',
  'Polish', 'Italian', 'Swahili', 'Yoruba', 'Igbo', 'Amharic', 'Turkish', 'Persian', 'Haitian Creole',
  'Nepali', 'Punjabi', 'Tamil', 'Telugu', 'Gujarati', 'Greek', 'Dutch', 'Somali', 'American Sign Language',
] as const;

// prettier-ignore
export const PROGRAMMING_LANGUAGES = [
  'JavaScript', 'TypeScript', 'Python', 'Java', 'C#', 'C++', 'C', 'Go', 'Ruby', 'PHP', 'Swift', 'Kotlin',
  'Rust', 'SQL', 'HTML', 'CSS', 'React', 'Angular', 'Vue', 'Node.js', 'Express', 'Django', 'Flask',
  'Spring', '.NET', 'R', 'Dart',
] as const;

export const GOALS = [
  'Land my first software engineering job within six months of graduating.',
  'Build a portfolio of three full projects I am proud of.',
  'Move from QA into backend development at my current company.',
  'Get comfortable with system design and distributed systems.',
  'Become the go-to person for accessibility on my future team.',
  'Freelance as a web developer for small businesses in my town.',
  'Pass a technical interview without freezing up.',
  'Contribute to an open-source project every month.',
  'Understand databases well enough to design one from scratch.',
  'Start my own app for local community gardens.',
  'Switch careers from teaching to tech and keep mentoring people.',
  'Learn enough cloud to deploy everything I build.',
  'Grow into a senior engineer who mentors new developers.',
  'Help more people from my background get into tech.',
] as const;

export const INTROS = [
  'Former line cook turned coder. I love turning messy problems into tidy systems.',
  'I spent eight years in logistics and got hooked on automating spreadsheets.',
  'Career changer from nursing. Interested in health tech and data privacy.',
  'Musician and bootcamp learner, curious about audio apps and APIs.',
  'Veteran, now learning to build the tools I wished we had in the field.',
  'Parent of two, coding at night and loving every bug I squash.',
  'Retail manager learning backend development; big on clean code.',
  'Self-taught in Python, here to learn to work on a real team.',
  'Graphic designer moving into front-end development and design systems.',
  'I like games, puzzles and anything that makes data visible.',
  'Customer support lead who wants to build the products I used to support.',
  'Interested in fintech, security and making software people trust.',
  'Coming from architecture; I think about software like buildings.',
  'Community organiser learning to code to build civic tech.',
] as const;

export const FUN_FACTS = [
  'I have visited 23 countries and ate street food in every one of them.',
  'I can solve a Rubik’s cube in under a minute.',
  'I once appeared as an extra in a cooking show.',
  'I have a rescue parrot who says "compile".',
  'I ran a marathon without training for it. Never again.',
  'I speak three languages and dream in two of them.',
  'I build tiny furniture for my cat.',
  'I was a competitive ballroom dancer in college.',
  'I grew up on a farm with forty goats.',
  'My first program was a text adventure about my dog.',
  'I have read every book in a fantasy series of fourteen volumes.',
  'I can name every capital city in Africa.',
  'I brewed my own hot sauce and won a local contest.',
  'I have been skydiving twice.',
  'I collect vintage calculators.',
] as const;

export const FREE_TIME = [
  'hiking with my dog',
  'baking sourdough and pretending it is science',
  'playing pickup basketball',
  'reading science fiction',
  'gardening on my balcony',
  'building mechanical keyboards',
  'playing chess online',
  'painting with watercolours',
  'cycling around the city',
  'playing the guitar badly but happily',
  'volunteering at the food bank',
  'watching old kung fu films',
  'rock climbing at the local gym',
  'cooking recipes from my grandmother',
  'playing board games with friends',
] as const;

export const DREAM_JOBS = [
  'Backend engineer at a climate tech startup',
  'Staff engineer on a payments platform',
  'Developer advocate',
  'Game developer',
  'Site reliability engineer',
  'Front-end engineer on a design systems team',
  'Engineering manager',
  'Data engineer in healthcare',
  'Security engineer',
  'Mobile developer building apps for musicians',
  'Founder of my own software studio',
  'Machine learning engineer',
  'Full stack developer at a nonprofit',
  'Technical writer for developer tools',
] as const;

export const LEARNER_TITLES = [
  'Aspiring Backend Engineer',
  'Software Engineering Learner',
  'Future Full Stack Developer',
  'Career Changer',
  'Junior Developer in Training',
  'Front-End Enthusiast',
  'UX Designer in Training',
  'Security Apprentice',
] as const;

/** Job titles shown on staff profiles, by role id. */
export const STAFF_TITLES: Readonly<Record<number, string>> = {
  2: 'Facilitator',
  3: 'Senior Software Engineer',
  4: 'Learner Success Advisor',
  5: 'Coach',
  6: 'Career Advisor',
  7: 'Admissions Counselor',
  8: 'Lead Facilitator',
  9: 'Program Manager',
  10: 'Senior UX Engineer',
  11: 'Operations Coordinator',
  12: 'Cyber Security Manager',
  13: 'Financial Aid Advisor',
  14: 'Subject Matter Expert',
  15: 'Support Specialist',
};
