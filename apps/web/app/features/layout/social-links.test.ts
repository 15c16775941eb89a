import { describe, expect, it } from 'vitest';
import { SOCIAL_LINK_KEYS } from '@atelier/contract';
import { SOCIAL_NETWORKS, socialLinks } from './social-links.ts';

describe('socialLinks', () => {
  it('draws every network the back-office edits (the contract’s SOCIAL_LINK_KEYS), once', () => {
    expect(SOCIAL_NETWORKS.map((network) => network.key)).toEqual([...SOCIAL_LINK_KEYS]);
  });

  it('lists only the networks that are set, in the footer order', () => {
    const links = socialLinks({
      INSTAGRAM_URL: 'https://www.instagram.com/atelier',
      FACEBOOK_URL: 'https://www.facebook.com/atelier',
      YOUTUBE_URL: '',
      TWITTER_URL: null,
    });
    expect(links.map((link) => link.network)).toEqual(['facebook', 'instagram']);
  });

  it('completes handles and drops anything that is not a web link', () => {
    const links = socialLinks({
      TELEGRAM_AT: '@atelier',
      GITHUB_REPOSITORY: 'atelier/site',
      DISCORD_SERVER: 'abc123',
      LINKEDIN_URL: 'javascript:alert(1)',
    });
    expect(links.map((link) => link.href)).toEqual([
      'https://t.me/atelier',
      'https://discord.gg/abc123',
      'https://github.com/atelier/site',
    ]);
  });
});
