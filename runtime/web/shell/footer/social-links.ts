import { parameterString, type ParameterList } from '../../../ui/theme/parameter-value.ts';

export const socialNetworks = [
  { network: 'facebook', key: 'FACEBOOK_URL' },
  { network: 'instagram', key: 'INSTAGRAM_URL' },
  { network: 'twitter', key: 'TWITTER_URL' },
  { network: 'linkedin', key: 'LINKEDIN_URL' },
  { network: 'tiktok', key: 'TIKTOK_URL' },
  { network: 'youtube', key: 'YOUTUBE_URL' },
  { network: 'review', key: 'REVIEW_URL' },
] as const;

export type SocialNetwork = (typeof socialNetworks)[number]['network'];

/** The social links to show: only the parameters holding an http(s) URL, in a fixed order. */
export function socialLinks(parameters: ParameterList): { network: SocialNetwork; url: string }[] {
  return socialNetworks
    .map(({ network, key }) => ({ network, url: parameterString(parameters, key) }))
    .filter(({ url }) => /^https?:\/\/[^\s/]+/i.test(url));
}
