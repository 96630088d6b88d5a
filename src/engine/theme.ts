import type { CSSProperties } from 'react';
import type { fontFamilies, Theme, themeRadii } from '../../schemas/site.ts';

const fontStacks = {
  cormorant: "'Cormorant Garamond Variable', 'Cormorant Garamond', Georgia, serif",
  playfair: "'Playfair Display Variable', 'Playfair Display', Georgia, serif",
  inter: "'Inter Variable', Inter, system-ui, sans-serif",
  montserrat: "'Montserrat Variable', Montserrat, system-ui, sans-serif",
} satisfies Record<(typeof fontFamilies)[number], string>;

const radii = {
  none: '0px',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '1rem',
  full: '9999px',
} satisfies Record<(typeof themeRadii)[number], string>;

/** Design tokens of one shop as CSS custom properties; Tailwind utilities read them (index.css). */
export function themeStyle(theme: Theme): CSSProperties {
  const p = theme.palette;
  const tokens: Record<`--site-${string}`, string> = {
    '--site-background': p.background,
    '--site-foreground': p.foreground,
    '--site-primary': p.primary,
    '--site-primary-foreground': p.primaryForeground,
    '--site-accent': p.accent,
    '--site-muted': p.muted,
    '--site-muted-foreground': p.mutedForeground,
    '--site-border': p.border,
    // Without its own dark band colours a palette inverts its page colours.
    '--site-inverse': p.inverse ?? p.foreground,
    '--site-inverse-foreground': p.inverseForeground ?? p.background,
    '--site-font-display': fontStacks[theme.fonts.display],
    '--site-font-body': fontStacks[theme.fonts.body],
    '--site-radius': radii[theme.radius],
  };
  return tokens;
}
