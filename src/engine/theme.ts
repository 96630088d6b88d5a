import type { CSSProperties } from 'react';
import type { Theme } from '../../schemas/site.ts';

const fontStacks: Record<Theme['fonts']['display'], string> = {
  cormorant: "'Cormorant Garamond Variable', 'Cormorant Garamond', Georgia, serif",
  playfair: "'Playfair Display Variable', 'Playfair Display', Georgia, serif",
  inter: "'Inter Variable', Inter, system-ui, sans-serif",
  montserrat: "'Montserrat Variable', Montserrat, system-ui, sans-serif",
};

const radii: Record<NonNullable<Theme['radius']>, string> = {
  none: '0px',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '1rem',
  full: '9999px',
};

/** Design tokens of one shop as CSS custom properties; Tailwind utilities read them (index.css). */
export function themeStyle(theme: Theme): CSSProperties {
  const p = theme.palette;
  const vars: Record<string, string> = {
    '--site-background': p.background,
    '--site-foreground': p.foreground,
    '--site-primary': p.primary,
    '--site-primary-foreground': p.primaryForeground,
    '--site-accent': p.accent,
    '--site-muted': p.muted,
    '--site-muted-foreground': p.mutedForeground,
    '--site-border': p.border,
    '--site-inverse': p.inverse ?? p.foreground,
    '--site-inverse-foreground': p.inverseForeground ?? p.background,
    '--site-font-display': fontStacks[theme.fonts.display],
    '--site-font-body': fontStacks[theme.fonts.body],
    '--site-radius': radii[theme.radius ?? 'sm'],
  };
  return vars as CSSProperties;
}
