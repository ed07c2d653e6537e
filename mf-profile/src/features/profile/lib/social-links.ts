/** A stored social link row (§3.1). */
export interface SocialLinkFacts {
  id?: string | number | null;
  name?: string | null;
  link?: string | null;
}

/** Network names the page knows an icon for (§2.5), lower-case. */
export const KNOWN_SOCIAL_NETWORKS = [
  'slack',
  'instagram',
  'linkedin',
  'github',
  'facebook',
  'twitter',
  'twitch',
  'personal website',
  'youtube',
  'discord',
  'portfolio',
  'tiktok',
] as const;
export type SocialNetwork = (typeof KNOWN_SOCIAL_NETWORKS)[number];

// How each known network is spelled on screen (§3.6).
const LABELS: Record<SocialNetwork, string> = {
  slack: 'Slack',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  facebook: 'Facebook',
  twitter: 'Twitter',
  twitch: 'Twitch',
  'personal website': 'Personal Website',
  youtube: 'YouTube',
  discord: 'Discord',
  portfolio: 'Portfolio',
  tiktok: 'TikTok',
};

/** A link the Connect section shows. `network` is null for names without an icon of their own. */
export interface VisibleSocialLink {
  key: string;
  network: SocialNetwork | null;
  label: string;
  href: string;
}

/** Known network of a stored name, case-insensitive, or null. */
export function socialNetworkOf(name: string): SocialNetwork | null {
  const normalised = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return (KNOWN_SOCIAL_NETWORKS as readonly string[]).includes(normalised) ? (normalised as SocialNetwork) : null;
}

/**
 * A safe href for a stored link: http(s) URLs as they are, a bare host gets https://,
 * anything else (javascript:, data:, ...) is refused so a profile cannot run script.
 */
export function safeHref(link: string): string | null {
  const trimmed = link.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The links the Connect section shows: never slack, never a row missing its name or link. */
export function visibleSocialLinks(links: readonly SocialLinkFacts[] | null | undefined): VisibleSocialLink[] {
  const visible: VisibleSocialLink[] = [];
  (links ?? []).forEach((row, index) => {
    const name = row.name?.trim();
    const href = row.link?.trim() ? safeHref(row.link) : null;
    if (!name || !href) return;
    const network = socialNetworkOf(name);
    if (network === 'slack') return;
    visible.push({
      key: `${row.id ?? 'link'}-${index}`,
      network,
      label: network ? LABELS[network] : name,
      href,
    });
  });
  return visible;
}
