import {
  cloneElement,
  createContext,
  use,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { loadOnFirstUse } from './load-on-first-use.ts';

/**
 * Tooltips load their Radix part (`tooltip-radix.tsx`, with its positioning and dismissal code) on
 * a trigger's first pointer entry or keyboard focus, not with the page. Until then a trigger is its
 * child as it is, so the pre-rendered HTML and the first client render are the same; afterwards the
 * Radix tooltips, one per trigger, sit beside the provider's children (they render nothing in place:
 * the content is portalled to the body) and drive the same DOM element through the handlers below.
 */

/** What Radix's trigger would attach to its element; the light trigger forwards its events there. */
export interface TriggerHandlers {
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export type TooltipSide = 'top' | 'bottom' | 'left' | 'right';

/** One trigger, as its provider hands it to the Radix part. */
export interface TooltipEntry {
  id: string;
  content: ReactNode;
  side: TooltipSide;
  /** The trigger's element, once rendered. */
  element: () => HTMLElement | null;
  /** Called by the Radix part with its trigger's handlers once it is in place (null when it leaves). */
  connect: (handlers: TriggerHandlers | null) => void;
}

export type TooltipPart = ComponentType<{ entries: readonly TooltipEntry[] }>;

// A later pointer entry or focus tries again when the import fails.
const tooltipPart = loadOnFirstUse<TooltipPart>(() => import('./tooltip-radix.tsx').then((module) => module.default));

interface ProviderApi {
  register: (entry: TooltipEntry) => void;
  unregister: (id: string) => void;
  /** Loads the Radix part, if it is not there yet. */
  activate: () => void;
}

const ProviderContext = createContext<ProviderApi | null>(null);

/** Spec §9 (700 ms to open, 300 ms to skip the wait) is applied by the Radix part's provider. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ReadonlyMap<string, TooltipEntry>>(() => new Map());
  // Null on the first render everywhere (the server has no part): the markup hydrates as rendered.
  const [Part, setPart] = useState<TooltipPart | null>(null);

  const api = useMemo<ProviderApi>(
    () => ({
      register: (entry) => setEntries((current) => new Map(current).set(entry.id, entry)),
      unregister: (id) =>
        setEntries((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        }),
      activate: () => {
        const loaded = tooltipPart.loaded();
        if (loaded) {
          setPart(() => loaded);
          return;
        }
        tooltipPart.load().then(
          (part) => setPart(() => part),
          (error: unknown) => console.log('Tooltip code not loaded:', error),
        );
      },
    }),
    [],
  );

  return (
    <>
      <ProviderContext value={api}>{children}</ProviderContext>
      {Part && entries.size > 0 ? <Part entries={[...entries.values()]} /> : null}
    </>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

type TriggerProps = TriggerHandlers & {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
};

/**
 * One trigger's state between renders: its element, the Radix handlers once they are there, and
 * what the visitor did before (so that the tooltip starts where they are).
 */
class TriggerState {
  element: HTMLElement | null = null;
  private radix: TriggerHandlers | null = null;
  private pointer: string | null = null;
  private pressed = false;
  private focused = false;

  constructor(private readonly provider: ProviderApi) {}

  /** The Radix part's handlers arrive (or leave): Radix opens on a pointer move, and on focus. */
  connect(handlers: TriggerHandlers | null): void {
    this.radix = handlers;
    const element = this.element;
    if (!handlers || !element) return;
    const { pointer, focused } = this;
    this.pointer = null;
    this.focused = false;
    if (pointer !== null && element.matches(':hover')) {
      handlers.onPointerMove?.({ pointerType: pointer, defaultPrevented: false } as PointerEvent<HTMLElement>);
    }
    if (focused && document.activeElement === element) {
      handlers.onFocus?.({ defaultPrevented: false } as FocusEvent<HTMLElement>);
    }
  }

  /** The child's props: its own handlers first, then Radix's, or the wait for them. */
  props(own: TriggerProps): TriggerProps {
    const forward =
      <E,>(name: keyof TriggerHandlers, early?: (event: E) => void) =>
      (event: E) => {
        (own[name] as ((event: E) => void) | undefined)?.(event);
        const radix = this.radix?.[name] as ((event: E) => void) | undefined;
        if (radix) radix(event);
        else early?.(event);
      };
    const hovered = (event: PointerEvent<HTMLElement>) => {
      // Touch never opens a tooltip (as in Radix): nothing to load for it.
      if (this.radix || event.pointerType === 'touch' || this.pointer !== null) return;
      this.pointer = event.pointerType;
      this.provider.activate();
    };
    return {
      ref: (node: HTMLElement | null) => {
        this.element = node;
        assignRef(own.ref, node);
      },
      onPointerEnter: (event) => {
        own.onPointerEnter?.(event);
        hovered(event);
      },
      onPointerMove: forward('onPointerMove', hovered),
      onPointerLeave: forward<PointerEvent<HTMLElement>>('onPointerLeave', () => {
        this.pointer = null;
      }),
      onPointerDown: forward<PointerEvent<HTMLElement>>('onPointerDown', () => {
        // A press focuses the element without opening the tooltip (as in Radix).
        this.pressed = true;
        const release = () => {
          this.pressed = false;
        };
        document.addEventListener('pointerup', release, { once: true });
      }),
      onFocus: forward<FocusEvent<HTMLElement>>('onFocus', () => {
        if (this.pressed) return;
        this.focused = true;
        this.provider.activate();
      }),
      onBlur: forward<FocusEvent<HTMLElement>>('onBlur', () => {
        this.focused = false;
      }),
      onClick: forward<MouseEvent<HTMLElement>>('onClick'),
    };
  }
}

/**
 * A short hint over a focusable element (the child must accept a ref and events, e.g. <a> or
 * <button>). The child keeps its own accessible name: the tooltip only repeats it for sighted users.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: TooltipSide;
}) {
  const provider = use(ProviderContext);
  if (!provider) throw new Error('`Tooltip` must be used within `TooltipProvider`');
  const id = useId();
  const [state] = useState(() => new TriggerState(provider));

  useEffect(() => {
    provider.register({
      id,
      content,
      side,
      element: () => state.element,
      connect: (handlers) => state.connect(handlers),
    });
  }, [provider, id, content, side, state]);

  useEffect(() => () => provider.unregister(id), [provider, id]);

  return cloneElement(children, state.props(children.props));
}
