import type { FromSchema } from 'json-schema-to-ts';
import type { action as actionSchema } from '../../../schemas/common.ts';
import {
  Button,
  ButtonLink,
  casingOf,
  type ButtonCasing,
  type ButtonSize,
  type ButtonVariant,
} from '../../ui/button.tsx';
import { enquirySubjectAttribute } from './enquiry-lead.ts';

type Action = FromSchema<typeof actionSchema>;

/**
 * A call to action from a site document: a link when it has `href`, otherwise a display-only
 * button. A link with a `subject` leads into the page's enquiry form (`enquiry-lead.ts`).
 */
export function ActionButton({
  action,
  variant,
  size,
  casing,
  className,
}: {
  action: Action;
  variant: ButtonVariant;
  size: ButtonSize;
  casing?: ButtonCasing;
  className?: string;
}) {
  const style = { variant: action.variant ?? variant, size: action.size ?? size, casing, className };
  return action.href ? (
    <ButtonLink
      href={action.href}
      {...(action.subject ? { [enquirySubjectAttribute]: action.subject } : {})}
      {...style}
    >
      {action.label}
    </ButtonLink>
  ) : (
    <Button {...style}>{action.label}</Button>
  );
}

/**
 * Calls to action on a dark band: the first one stands out (`luxury`), the others are `glass`. The
 * row shares the first button's casing, whatever variant a document gives the others.
 */
export function ActionRow({ actions }: { actions: readonly Action[] }) {
  const variantAt = (index: number): ButtonVariant => actions[index]?.variant ?? (index === 0 ? 'luxury' : 'glass');
  const casing = casingOf(variantAt(0));
  return (
    <>
      {actions.map((action, index) => (
        <ActionButton
          key={action.label}
          action={action}
          variant={variantAt(index)}
          casing={casing}
          size="lg"
          className="w-full sm:w-auto"
        />
      ))}
    </>
  );
}

/** The call to action that closes a section, centred under its cards. */
export function ClosingAction({ action, variant }: { action: Action | undefined; variant: ButtonVariant }) {
  if (!action) return null;
  return (
    <div className="mt-16 text-center">
      <ActionButton action={action} variant={variant} size="lg" />
    </div>
  );
}
