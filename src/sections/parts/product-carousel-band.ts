import type { Tone } from '../../ui/section.tsx';

/**
 * The band colours of `SectionShell`, for the carousels, whose own <section> carries the carousel
 * role description and keyboard handling that the shell does not take.
 */
export const bandClass: Record<Tone, string> = {
  default: 'bg-background text-foreground',
  muted: 'bg-muted text-foreground',
  inverse: 'bg-inverse text-inverse-foreground',
};
