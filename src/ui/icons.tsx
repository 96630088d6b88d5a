import {
  Award,
  Calendar,
  Clock,
  Crown,
  Droplet,
  Feather,
  Gem,
  Gift,
  Hand,
  Heart,
  House,
  Leaf,
  Mail,
  MapPin,
  Palette,
  Phone,
  Scissors,
  Search,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  Sparkles,
  Star,
  Truck,
  Users,
  Watch,
  Wrench,
  createLucideIcon,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { iconNames } from '../../schemas/common.ts';
import type { socialNetworks } from '../../schemas/site.ts';

export type IconName = (typeof iconNames)[number];
export type SocialNetwork = (typeof socialNetworks)[number];

/** A band with a stone on top: lucide has no ring. */
const Ring = createLucideIcon('ring', [
  ['circle', { cx: '12', cy: '15', r: '6', key: 'band' }],
  ['path', { d: 'M12 3.5 14.5 6 12 8.5 9.5 6Z', key: 'stone' }],
]);

const icons: Record<IconName, LucideIcon> = {
  gem: Gem,
  ring: Ring,
  watch: Watch,
  sparkles: Sparkles,
  wrench: Wrench,
  award: Award,
  heart: Heart,
  scissors: Scissors,
  shield: ShieldCheck,
  hand: Hand,
  users: Users,
  calendar: Calendar,
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  clock: Clock,
  gift: Gift,
  truck: Truck,
  leaf: Leaf,
  home: House,
  shirt: Shirt,
  bag: ShoppingBag,
  droplet: Droplet,
  star: Star,
  search: Search,
  palette: Palette,
  feather: Feather,
  crown: Crown,
};

/** One of the schema's icons, decorative (the text beside it carries the meaning). */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

// Simple line glyphs for the social networks, in the same 24-unit grid and stroke as lucide.
const social: Record<SocialNetwork, LucideIcon> = {
  instagram: createLucideIcon('instagram', [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5', key: 'frame' }],
    ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
    ['circle', { cx: '17.3', cy: '6.7', r: '0.6', key: 'flash' }],
  ]),
  facebook: createLucideIcon('facebook', [
    [
      'path',
      {
        d: [
          'M14.5 21v-7.5h3l.5-3.5h-3.5V8.2c0-1 .4-1.7 1.8-1.7H18V3.4A20 20 0 0 0 15.6 3',
          'c-2.6 0-4.4 1.6-4.4 4.5V10H8.3v3.5h2.9V21',
        ].join(''),
        key: 'f',
      },
    ],
  ]),
  tiktok: createLucideIcon('tiktok', [
    ['path', { d: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5', key: 'stem' }],
    ['path', { d: 'M14 3c.4 2.6 2.3 4.4 5 4.6', key: 'flag' }],
  ]),
  pinterest: createLucideIcon('pinterest', [
    ['circle', { cx: '12', cy: '12', r: '9', key: 'disc' }],
    ['path', { d: 'M10.5 21l1.8-7.5M10 9.5a2.5 2.5 0 1 1 3.6 3.2c-1 .6-2.2.6-2.9.1', key: 'p' }],
  ]),
  youtube: createLucideIcon('youtube', [
    ['rect', { x: '2.5', y: '5', width: '19', height: '14', rx: '4', key: 'screen' }],
    ['path', { d: 'm10 9 5 3-5 3Z', key: 'play' }],
  ]),
  x: createLucideIcon('x-social', [['path', { d: 'M4 4l16 16M20 4 4 20', key: 'x' }]]),
  linkedin: createLucideIcon('linkedin', [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '3', key: 'frame' }],
    ['path', { d: 'M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.8 1-3 2.5-3s2 1 2 2.7V17', key: 'in' }],
  ]),
};

export const socialNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
};

export function SocialIcon({ network, ...props }: { network: SocialNetwork } & LucideProps) {
  const Component = social[network];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
