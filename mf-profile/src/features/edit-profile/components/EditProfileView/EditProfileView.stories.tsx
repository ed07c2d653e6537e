import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { profileToEdit } from '../../fixtures';
import type { EditProfileState } from '../../hooks/use-edit-profile';
import { formFromProfile } from '../../lib/profile-form';
import { editProfileMessages as t } from '../../messages';
import { EditProfileView } from './EditProfileView';

const form = formFromProfile(profileToEdit);
const editor = (patch: Partial<EditProfileState> = {}): EditProfileState => ({
  form,
  change: fn(),
  status: 'touched',
  errors: {},
  showValidationSummary: false,
  canSave: true,
  save: fn(async () => {}),
  ...patch,
});

const meta = {
  title: 'Profile/EditProfileView',
  component: EditProfileView,
  args: {
    profile: profileToEdit,
    editor: editor(),
    viewProfileHref: `/profile/${profileToEdit.email}`,
    browserZone: 'America/Chicago',
    now: new Date('2026-01-15T12:00:00Z'),
  },
} satisfies Meta<typeof EditProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Touched: changes not saved yet. */
export const Touched: Story = {};
/** Submitting: Save is disabled and says so. */
export const Submitting: Story = { args: { editor: editor({ status: 'submitting', canSave: false }) } };
/** Submitted with errors: 'Please fix the Validation Errors' and the field's message. */
export const ValidationErrors: Story = {
  args: {
    editor: editor({
      form: { ...form, first_name: '' },
      errors: { first_name: t.firstNameRequired },
      showValidationSummary: true,
    }),
  },
};
/** An invalid link: its message under the row, Save disabled. */
export const InvalidLink: Story = {
  args: {
    editor: editor({
      form: {
        ...form,
        user_social_media_links: [{ id: '2', name: 'GitHub', link: 'github.com/ana' }],
      },
      canSave: false,
    }),
  },
};
/** Pronouns hidden: the field is empty and disabled; they are stored as null. */
export const PronounsHidden: Story = {
  args: { editor: editor({ form: { ...form, hidePronouns: true, user_preferred_pronouns: '' } }) },
};
/** The browser is in another zone than the profile: one click offers to update it. */
export const TravelTimeZone: Story = { args: { browserZone: 'America/Denver' } };
/** The owner's page with the avatar dialog wired: the avatar shows its edit button. */
export const WithAvatarEdit: Story = { args: { onEditAvatar: fn() } };
