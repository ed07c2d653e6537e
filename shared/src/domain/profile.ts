/** Experience levels; 'Do not prefer' is hidden in views. */
export const EXPERIENCE_LEVELS = ['Beginner', 'Some Knowledge', 'Hobbyist', 'Professional', 'Do not prefer'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Focus-time days, Sunday first. */
export const FOCUS_DAYS = [
  { id: 'sunday', abbreviation: 'S', mobileLabel: 'Sun', name: 'Sunday' },
  { id: 'monday', abbreviation: 'M', mobileLabel: 'Mon', name: 'Monday' },
  { id: 'tuesday', abbreviation: 'T', mobileLabel: 'Tue', name: 'Tuesday' },
  { id: 'wednesday', abbreviation: 'W', mobileLabel: 'Wed', name: 'Wednesday' },
  { id: 'thursday', abbreviation: 'T', mobileLabel: 'Thu', name: 'Thursday' },
  { id: 'friday', abbreviation: 'F', mobileLabel: 'Fri', name: 'Friday' },
  { id: 'saturday', abbreviation: 'S', mobileLabel: 'Sat', name: 'Saturday' },
] as const;
export type FocusDayId = (typeof FOCUS_DAYS)[number]['id'];

/** Focus-time slots: four quarter-width slots and the full-width all-day slot. */
export const FOCUS_SLOTS = [
  { id: 'night_owl', header: 'Night Owl', timeSlot: 'midnight to 6am' },
  { id: 'morning_lark', header: 'Morning Lark', timeSlot: '6am to noon' },
  { id: 'afternoon_loon', header: 'Afternoon Loon', timeSlot: 'noon to 6pm' },
  { id: 'evening_eagle', header: 'Evening Eagle', timeSlot: '6pm to midnight' },
  { id: 'all_day_albatross', header: 'All Day Albatross', timeSlot: 'all day' },
] as const;
export type FocusSlotId = (typeof FOCUS_SLOTS)[number]['id'];

/** Work-schedule options; the first is the not-working option. */
export const WORK_SCHEDULE_OPTIONS = [
  { id: 'none', label: 'Not Working' },
  { id: 'full_time', label: 'Full Time' },
  { id: 'part_time', label: 'Part Time' },
  { id: 'weekdays', label: 'Weekdays' },
  { id: 'weekends', label: 'Weekends' },
  { id: 'consistent', label: 'Consistent' },
  { id: 'inconsistent', label: 'Inconsistent' },
  { id: 'shift_1', label: 'Shift 1' },
  { id: 'shift_2', label: 'Shift 2' },
  { id: 'shift_3', label: 'Shift 3' },
] as const;
export type WorkScheduleId = (typeof WORK_SCHEDULE_OPTIONS)[number]['id'];

/** Social link types shown in views; a stored `slack` entry is never shown. */
export const SOCIAL_LINK_TYPES = [
  'Discord',
  'Facebook',
  'GitHub',
  'Instagram',
  'LinkedIn',
  'Portfolio',
  'TikTok',
  'Twitch',
  'Twitter',
  'Personal Website',
  'YouTube',
] as const;
