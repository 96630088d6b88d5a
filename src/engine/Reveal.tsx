import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { watchReveal } from '../islands/behaviours/reveal.ts';

/**
 * Fades its child in the first time it scrolls into view (`watchReveal`); CSS turns this off for
 * reduced motion. On a brochure page the islands' loader watches the same wrappers by their
 * `data-reveal`; in an app this component does.
 */
export function Reveal({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!enabled || !node) return;
    return watchReveal(node);
  }, [enabled]);

  return (
    <div ref={ref} className="reveal" data-visible="true" data-reveal={enabled ? '' : undefined}>
      {children}
    </div>
  );
}
