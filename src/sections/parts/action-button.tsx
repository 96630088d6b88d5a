import type { FromSchema } from 'json-schema-to-ts';
import type { action as actionSchema } from '../../../schemas/common.ts';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../ui/button.tsx';

type Action = FromSchema<typeof actionSchema>;

/**
 * A call to action from a site document: a link when it has `href`, otherwise a display-only
 * button (spec: "Prenota Appuntamento" and "Contattaci" have no action).
 */
export function ActionButton({ action, variant, size, className }: { action: Action; variant: ButtonVariant; size: ButtonSize; className?: string }) {
  const style = { variant: action.variant ?? variant, size: action.size ?? size, className };
  return action.href ? (
    <ButtonLink href={action.href} {...style}>
      {action.label}
    </ButtonLink>
  ) : (
    <Button {...style}>{action.label}</Button>
  );
}
