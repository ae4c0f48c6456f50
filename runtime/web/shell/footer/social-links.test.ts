import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links.ts';

describe('socialLinks', () => {
  it('keeps only the networks with a URL, in order', () => {
    expect(
      socialLinks([
        { type: 'INSTAGRAM_URL', value: 'https://www.instagram.com/autocars' },
        { type: 'FACEBOOK_URL', value: 'https://www.facebook.com/autocars' },
        { type: 'TWITTER_URL', value: '' },
        { type: 'YOUTUBE_URL', value: null },
      ]),
    ).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/autocars' },
      { network: 'instagram', url: 'https://www.instagram.com/autocars' },
    ]);
  });
  it('drops values that are not web addresses', () => {
    expect(socialLinks([{ type: 'FACEBOOK_URL', value: 'javascript:alert(1)' }])).toEqual([]);
  });
});
