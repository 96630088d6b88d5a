import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useLayoutEffect, type Ref } from 'react';
import type { TooltipEntry, TooltipPart, TriggerHandlers } from './tooltip.tsx';

/** Spec §9: tooltips open after 700 ms; moving from one to the next within 300 ms skips the wait. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

const contentClass =
  'tooltip z-50 rounded-site bg-stone-900 px-3 py-1.5 text-xs font-medium tracking-wide text-white shadow-lg';

/** The attributes Radix's trigger sets on its element. */
const triggerAttributes = ['aria-describedby', 'data-state'] as const;

type BridgeProps = TriggerHandlers & {
  entry: TooltipEntry;
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  'data-state'?: string;
};

/**
 * Radix's trigger, bridged to the element the light `Tooltip` rendered: it receives the ref, the
 * handlers and the attributes Radix gives its child, and puts them on that element instead of
 * rendering one, so the element under the visitor's pointer or focus stays the same.
 */
function TriggerBridge({ entry, ref, ...props }: BridgeProps) {
  const { onPointerMove, onPointerLeave, onPointerDown, onFocus, onBlur, onClick } = props;

  useLayoutEffect(() => {
    const element = entry.element();
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
    if (element) {
      for (const name of triggerAttributes) {
        const value = props[name];
        if (value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    entry.connect({ onPointerMove, onPointerLeave, onPointerDown, onFocus, onBlur, onClick });
    return () => {
      entry.connect(null);
      if (typeof ref === 'function') ref(null);
      else if (ref) ref.current = null;
    };
  });

  return null;
}

/** The Radix tooltips of one provider: one root per trigger, under one Radix provider. */
const RadixTooltips: TooltipPart = ({ entries }) => (
  <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
    {entries.map((entry) => (
      <TooltipPrimitive.Root key={entry.id}>
        <TooltipPrimitive.Trigger asChild>
          <TriggerBridge entry={entry} />
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side={entry.side} sideOffset={6} className={contentClass}>
            {entry.content}
            <TooltipPrimitive.Arrow className="fill-stone-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    ))}
  </TooltipPrimitive.Provider>
);

export default RadixTooltips;
