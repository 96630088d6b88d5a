import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import type { buttonSizes, buttonVariants } from '../../schemas/common.ts';
import { SmartLink } from './smart-link.tsx';

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const base = [
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-site font-medium tracking-wide',
  'transition-colors duration-300 focus-visible:outline-2 focus-visible:outline-offset-2',
  'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
].join(' ');

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  outline: 'border border-current bg-transparent hover:bg-foreground/5',
  secondary: 'bg-muted text-foreground hover:bg-muted/80',
  ghost: 'bg-transparent hover:bg-foreground/5',
  link: 'bg-transparent text-foreground underline-offset-4 hover:underline',
  luxury: 'bg-accent text-white shadow-lg hover:brightness-110',
  elegant: 'border border-accent bg-transparent text-foreground hover:bg-accent hover:text-white',
  glass: 'border border-white/40 bg-white/10 text-white backdrop-blur-md hover:bg-white/20',
  gradient: 'bg-gradient-to-r from-accent to-primary text-primary-foreground hover:brightness-110',
} satisfies Record<ButtonVariant, string>;

const sizes = {
  default: 'h-11 px-6 text-sm',
  sm: 'h-9 px-4 text-xs',
  lg: 'h-13 px-9 text-sm',
  icon: 'size-11',
} satisfies Record<ButtonSize, string>;

/** Capitals (spaced) or the label as written. */
export type ButtonCasing = 'capitals' | 'as-written';

/** The boutique variants set their labels in spaced capitals; the others as written. */
export const casingOf = (variant: ButtonVariant = 'default'): ButtonCasing =>
  variant === 'luxury' || variant === 'elegant' || variant === 'glass' ? 'capitals' : 'as-written';

const casings = {
  capitals: 'uppercase tracking-[0.2em]',
  'as-written': '',
} satisfies Record<ButtonCasing, string>;

/**
 * A button's classes. `casing` defaults to its variant's; a row of buttons passes one casing for all,
 * so an outline button beside a boutique one does not switch from capitals to lower case.
 */
export function buttonClass(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'default',
  extra = '',
  casing: ButtonCasing = casingOf(variant),
): string {
  return `${base} ${variants[variant]} ${casings[casing]} ${sizes[size]} ${extra}`.replace(/\s+/g, ' ').trim();
}

interface StyleProps {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  casing?: ButtonCasing | undefined;
}

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & StyleProps>(
  function Button({ variant, size, casing, className = '', type = 'button', ...props }, ref) {
    return <button ref={ref} type={type} className={buttonClass(variant, size, className, casing)} {...props} />;
  },
);

/** A link styled as a button, going where a document link goes (see `SmartLink`). */
export function ButtonLink({
  href,
  variant,
  size,
  casing,
  className = '',
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps & { href: string }) {
  return <SmartLink href={href} className={buttonClass(variant, size, className, casing)} {...props} />;
}
