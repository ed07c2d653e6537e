import { safeHref, socialNetworkOf, visibleSocialLinks } from './social-links';

describe('socialNetworkOf', () => {
  it('matches known names case-insensitively', () => {
    expect(socialNetworkOf('GitHub')).toBe('github');
    expect(socialNetworkOf('LINKEDIN')).toBe('linkedin');
    expect(socialNetworkOf(' Personal  Website ')).toBe('personal website');
    expect(socialNetworkOf('TikTok')).toBe('tiktok');
  });
  it('is null for other names', () => {
    expect(socialNetworkOf('Mastodon')).toBeNull();
  });
});

describe('safeHref', () => {
  it('keeps http and https links', () => {
    expect(safeHref('https://github.com/ana')).toBe('https://github.com/ana');
    expect(safeHref('http://ana.dev')).toBe('http://ana.dev/');
  });
  it('adds https to a bare host', () => {
    expect(safeHref('ana.dev/work')).toBe('https://ana.dev/work');
  });
  it('refuses other schemes', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('ftp://files.example.com')).toBeNull();
  });
});

describe('visibleSocialLinks', () => {
  it('skips slack and rows missing a name or link', () => {
    const links = visibleSocialLinks([
      { id: '1', name: 'Slack', link: 'https://cedar.slack.com/team/U1' },
      { id: '2', name: 'github', link: 'https://github.com/ana' },
      { id: '3', name: '', link: 'https://example.com' },
      { id: '4', name: 'LinkedIn', link: '  ' },
      { id: '5', name: 'Mastodon', link: 'https://mastodon.social/@ana' },
      { id: '6', name: 'YouTube', link: null },
    ]);
    expect(links).toEqual([
      { key: '2-1', network: 'github', label: 'GitHub', href: 'https://github.com/ana' },
      { key: '5-4', network: null, label: 'Mastodon', href: 'https://mastodon.social/@ana' },
    ]);
  });
  it('drops links that are not web addresses', () => {
    expect(visibleSocialLinks([{ id: '1', name: 'Portfolio', link: 'javascript:alert(1)' }])).toEqual([]);
  });
  it('is empty for no links', () => {
    expect(visibleSocialLinks(null)).toEqual([]);
  });
});
