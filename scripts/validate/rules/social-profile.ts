import { networkAddresses, networkOf, profileFault, type ProfileFault, type SocialNetwork } from '../social.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';

const meta: RuleMeta = {
  code: 'social-profile',
  severity: 'error',
  description:
    "A social link (`shop.social[].url`, `shop.profileUrl`) names the shop's account on its network, not the " +
    "network's home page: an icon that opens instagram.com promises a profile the visitor never finds.",
};

const record = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

const isNetwork = (value: unknown): value is SocialNetwork =>
  typeof value === 'string' && Object.hasOwn(networkAddresses, value);

const faults: Record<ProfileFault, (field: string, name: string) => string> = {
  'not-absolute': (field, name) => `\`${field}\` is not the address of a ${name} profile`,
  'other-network': (field, name) => `\`${field}\` is marked ${name} but leads to another site`,
  'home-page': (field, name) => `\`${field}\` leads to ${name}'s home page, not to the shop's profile`,
};

function check(site: SiteFile, network: SocialNetwork, url: string, path: (string | number)[]): Problem[] {
  const fault = profileFault(network, url);
  if (!fault) return [];
  const { name, example } = networkAddresses[network];
  const field = path.map((part) => (typeof part === 'number' ? `[${String(part)}]` : `.${part}`)).join('');
  return [
    problem(meta, {
      file: site.file,
      path,
      message: faults[fault](field.slice(1), name),
      hint: `a profile address names the account after the network's: ${example}; without one, remove the link`,
    }),
  ];
}

export const socialProfile: Rule = {
  meta,
  check(context) {
    return parsedSites(context).flatMap((site) => {
      const shop = record(record(site.document)?.shop);
      if (!shop) return [];
      const social = Array.isArray(shop.social) ? shop.social : [];
      const icons = social.flatMap((entry, index) => {
        const { network, url } = record(entry) ?? {};
        return isNetwork(network) && typeof url === 'string'
          ? check(site, network, url, ['shop', 'social', index, 'url'])
          : [];
      });
      // The one profile link names no network: judged by its host, when that is a network's.
      const profile = typeof shop.profileUrl === 'string' ? shop.profileUrl : undefined;
      const network = profile === undefined ? undefined : networkOf(profile);
      const own =
        profile !== undefined && network !== undefined ? check(site, network, profile, ['shop', 'profileUrl']) : [];
      return [...icons, ...own];
    });
  },
};
