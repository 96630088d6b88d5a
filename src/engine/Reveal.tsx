import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec §2: a section fades in once, when 10% of it is in view, 100 px before the bottom edge. */
export const REVEAL_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '0px 0px -100px 0px' };

/** Fades its child in the first time it scrolls into view; CSS turns this off for reduced motion. */
export function Reveal({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(!enabled);

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setVisible(true);
        observer.disconnect();
      }
    }, REVEAL_OPTIONS);
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return (
    <div ref={ref} className="reveal" data-visible={visible}>
      {children}
    </div>
  );
}
