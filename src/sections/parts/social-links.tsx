import type { ShopIdentity } from '../../../schemas/site.ts';
import { SocialIcon, socialNames } from '../../ui/icons.tsx';
import { Tooltip, TooltipProvider } from '../../ui/tooltip.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';

/** The shop's social profiles as round icon links, each named for screen readers and with a tooltip. */
export function SocialLinks({ social, className = '' }: { social: ShopIdentity['social']; className?: string }) {
  if (!social || social.length === 0) return null;
  return (
    <TooltipProvider>
      <ul className={`flex flex-wrap gap-3 ${className}`}>
        {social.map((profile) => {
          const name = socialNames[profile.network];
          const external = /^https?:/.test(profile.url);
          return (
            <li key={profile.network}>
              <Tooltip content={name}>
                <SmartLink
                  href={profile.url}
                  aria-label={external ? `${name} (si apre in una nuova scheda)` : name}
                  className="social-link grid size-11 place-items-center rounded-full border transition-colors"
                >
                  <SocialIcon network={profile.network} className="size-[1.15rem]" />
                </SmartLink>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </TooltipProvider>
  );
}
