import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { usePortalHost } from './portal-host.ts';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface ShopSelectProps<V extends string> {
  id?: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** Needed when no visible <label> points at the trigger. */
  'aria-label'?: string;
  className?: string;
}

const triggerClass = [
  'inline-flex h-11 min-w-0 items-center justify-between gap-3 rounded-site border border-border bg-background px-4',
  'text-sm text-foreground transition-colors hover:border-foreground/40 data-[state=open]:border-foreground/60',
].join(' ');

/** A Radix select in the catalogue's style: keyboard, typeahead and screen readers come with it. */
export function ShopSelect<V extends string>({
  id,
  value,
  options,
  onChange,
  className = '',
  ...aria
}: ShopSelectProps<V>) {
  const host = usePortalHost();
  return (
    <Select.Root
      value={value}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option) onChange(option.value);
      }}
    >
      <Select.Trigger id={id} aria-label={aria['aria-label']} className={`${triggerClass} ${className}`}>
        <Select.Value />
        <Select.Icon>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal container={host}>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[var(--radix-select-content-available-height)]
            min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-site border border-border bg-background
            text-foreground shadow-xl shadow-foreground/10"
        >
          <Select.Viewport className="p-1">
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="relative flex h-10 cursor-default select-none items-center rounded-site pr-3 pl-9 text-sm
                  outline-none data-[highlighted]:bg-muted data-[state=checked]:font-medium"
              >
                <Select.ItemIndicator className="absolute left-3 inline-flex text-accent">
                  <Check className="size-4" aria-hidden="true" />
                </Select.ItemIndicator>
                <Select.ItemText>{option.label}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
