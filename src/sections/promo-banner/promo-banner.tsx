import type { Sections } from '../../../schemas/sections/index.ts';
import { SmartLink } from '../../ui/smart-link.tsx';

const bannerClass = [
  'bg-inverse px-4 py-2.5 text-center text-[0.7rem] font-medium uppercase tracking-[0.22em]',
  'text-inverse-foreground sm:text-xs',
].join(' ');

/** A thin band across the top of the page with one offer and, optionally, where to read more. */
export function PromoBanner({ section }: { section: Sections['promo-banner'] }) {
  return (
    <div id={section.id} className={bannerClass}>
      <p>
        {section.message}
        {section.link && (
          <>
            {' '}
            <SmartLink
              href={section.link.href}
              className="ml-2 whitespace-nowrap underline underline-offset-4 hover:no-underline"
            >
              {section.link.label}
            </SmartLink>
          </>
        )}
      </p>
    </div>
  );
}

export default PromoBanner;
