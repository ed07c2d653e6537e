import {
  BriefcaseRegular,
  CameraRegular,
  ChatMultipleRegular,
  CodeRegular,
  type FluentIcon,
  GamesRegular,
  GlobeRegular,
  HeadsetRegular,
  LinkRegular,
  MusicNote2Regular,
  PeopleCommunityRegular,
  PersonBriefcaseRegular,
  VideoClipRegular,
} from '@fluentui/react-icons';
import type { SocialNetwork } from '../../lib/social-links';

// Fluent has no brand marks, so each network gets the closest product-neutral symbol; the
// visible label names the network.
const ICONS: Record<Exclude<SocialNetwork, 'slack'>, FluentIcon> = {
  instagram: CameraRegular,
  linkedin: PersonBriefcaseRegular,
  github: CodeRegular,
  facebook: PeopleCommunityRegular,
  twitter: ChatMultipleRegular,
  twitch: GamesRegular,
  'personal website': GlobeRegular,
  youtube: VideoClipRegular,
  discord: HeadsetRegular,
  portfolio: BriefcaseRegular,
  tiktok: MusicNote2Regular,
};

/** The icon of a social network; names without one of their own get the default link icon. */
export function socialIcon(network: SocialNetwork | null): FluentIcon {
  return network && network !== 'slack' ? ICONS[network] : LinkRegular;
}
