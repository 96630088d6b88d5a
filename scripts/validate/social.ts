import type { socialNetworks } from '../../schemas/site.ts';

export type SocialNetwork = (typeof socialNetworks)[number];

/**
 * What a link to a shop's profile on a social network looks like: the network's host and the path
 * that names an account. A network's home page (`https://www.instagram.com/`) names no one, so an
 * icon that leads there promises a profile the visitor never finds.
 */
interface NetworkAddress {
  name: string;
  /** Hosts of the network, any subdomain of them included (`www.`, `m.`, `it.`). */
  hosts: readonly string[];
  /** The path of a profile: its first segment, or its first two. */
  profile: RegExp;
  /** How the hint writes a profile of this network. */
  example: string;
}

const handle = '[A-Za-z0-9._-]{2,60}';

export const networkAddresses: Record<SocialNetwork, NetworkAddress> = {
  instagram: {
    name: 'Instagram',
    hosts: ['instagram.com'],
    profile: new RegExp(`^/${handle}$`),
    example: 'https://www.instagram.com/nomenegozio',
  },
  facebook: {
    name: 'Facebook',
    hosts: ['facebook.com', 'fb.com'],
    profile: new RegExp(`^/${handle}$`),
    example: 'https://www.facebook.com/nomenegozio',
  },
  tiktok: {
    name: 'TikTok',
    hosts: ['tiktok.com'],
    profile: new RegExp(`^/@${handle}$`),
    example: 'https://www.tiktok.com/@nomenegozio',
  },
  pinterest: {
    name: 'Pinterest',
    hosts: ['pinterest.com', 'pinterest.it'],
    profile: new RegExp(`^/${handle}$`),
    example: 'https://www.pinterest.com/nomenegozio',
  },
  youtube: {
    name: 'YouTube',
    hosts: ['youtube.com'],
    profile: new RegExp(`^/(@${handle}|(channel|c|user)/${handle})$`),
    example: 'https://www.youtube.com/@nomenegozio',
  },
  x: {
    name: 'X',
    hosts: ['x.com', 'twitter.com'],
    profile: new RegExp(`^/${handle}$`),
    example: 'https://x.com/nomenegozio',
  },
  linkedin: {
    name: 'LinkedIn',
    hosts: ['linkedin.com'],
    profile: new RegExp(`^/(company|in)/${handle}$`),
    example: 'https://www.linkedin.com/company/nomenegozio',
  },
};

/** Pages every network has at its first segment that are not anyone's profile. */
const networkPages = new Set([
  'home',
  'explore',
  'login',
  'accounts',
  'signup',
  'search',
  'discover',
  'about',
  'help',
  'legal',
  'privacy',
  'settings',
  'feed',
  'watch',
  'pages',
  'groups',
  'hashtag',
  'ideas',
  'reels',
  'share',
  'index.php',
]);

const onHost = (host: string, network: NetworkAddress) =>
  network.hosts.some((known) => host === known || host.endsWith(`.${known}`));

/** The network a URL's host belongs to, if it is one of those the schema knows. */
export function networkOf(url: string): SocialNetwork | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return (Object.keys(networkAddresses) as SocialNetwork[]).find((network) => onHost(host, networkAddresses[network]));
}

export type ProfileFault = 'not-absolute' | 'other-network' | 'home-page';

/**
 * Why `url` is not a profile on `network`, or undefined when it is one: not an absolute web
 * address, an address on another host, or the network's home or one of its own pages.
 */
export function profileFault(network: SocialNetwork, url: string): ProfileFault | undefined {
  if (!/^https?:\/\//i.test(url)) return 'not-absolute';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not-absolute';
  }
  const address = networkAddresses[network];
  if (!onHost(parsed.hostname.toLowerCase(), address)) return 'other-network';
  const path = parsed.pathname.replace(/\/+$/, '');
  const first = path.split('/')[1]?.toLowerCase() ?? '';
  if (!address.profile.test(path) || networkPages.has(first)) return 'home-page';
  return undefined;
}

/** Whether `url` names an account on a network the schema knows (the network read from its host). */
export function isSocialProfile(url: string): boolean {
  const network = networkOf(url);
  return network !== undefined && profileFault(network, url) === undefined;
}
