import type { SocialLinkKey } from '@atelier/contract';

/**
 * The social networks of SPEC §3, in the order the footer shows them: one for each of the contract's
 * SOCIAL_LINK_KEYS, the parameters the back-office edits (social-links.test.ts).
 */
export const SOCIAL_NETWORKS = [
  { key: 'FACEBOOK_URL', network: 'facebook', name: 'Facebook' },
  { key: 'INSTAGRAM_URL', network: 'instagram', name: 'Instagram' },
  { key: 'PINTEREST_URL', network: 'pinterest', name: 'Pinterest' },
  { key: 'TWITTER_URL', network: 'x', name: 'X (Twitter)' },
  { key: 'LINKEDIN_URL', network: 'linkedin', name: 'LinkedIn' },
  { key: 'TIKTOK_URL', network: 'tiktok', name: 'TikTok' },
  { key: 'YOUTUBE_URL', network: 'youtube', name: 'YouTube' },
  { key: 'TRIPADVISOR_URL', network: 'tripadvisor', name: 'Tripadvisor' },
  { key: 'GOOGLE_REVIEW_URL', network: 'google', name: 'Google' },
  { key: 'TELEGRAM_AT', network: 'telegram', name: 'Telegram', base: 'https://t.me/' },
  { key: 'DISCORD_SERVER', network: 'discord', name: 'Discord', base: 'https://discord.gg/' },
  { key: 'GITHUB_REPOSITORY', network: 'github', name: 'GitHub', base: 'https://github.com/' },
] as const satisfies readonly { key: SocialLinkKey; network: string; name: string; base?: string }[];

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['network'];

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  href: string;
}

/**
 * The social links set in the parameters. A full http(s) URL is used as is; the handle-style keys
 * (TELEGRAM_AT '@atelier', DISCORD_SERVER invite code, GITHUB_REPOSITORY 'owner/repo') are completed;
 * anything else (a javascript: URL…) is dropped.
 */
export function socialLinks(parameters: Record<string, string | null>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((entry) => {
    const value = parameters[entry.key]?.trim();
    if (!value) return [];
    if (/^https?:\/\/[^\s]+$/i.test(value)) return [{ network: entry.network, name: entry.name, href: value }];
    if ('base' in entry && /^@?[\w.-]+(?:\/[\w.-]+)?$/.test(value)) {
      return [{ network: entry.network, name: entry.name, href: entry.base + value.replace(/^@/, '') }];
    }
    return [];
  });
}
