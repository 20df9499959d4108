import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { PopoverProps } from './popover.tsx';

type PopoverModule = typeof import('./popover.tsx');

let loaded: PopoverModule | null = null;
let loading: Promise<PopoverModule> | null = null;

/** Loads the popover's code once; a failed load is forgotten, so the next attempt tries again. */
function loadPopover(): Promise<PopoverModule> {
  loading ??= import('./popover.tsx').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function prefetch() {
  loadPopover().catch(() => {
    /* tried again on click, which reports it */
  });
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * A {@link Popover} whose code (Radix Popover and its positioning, about 12 kB gzip) loads when
 * its trigger is first pointed at, focused or pressed, not with the page (issue 25): for panels
 * that start closed on every page, such as the header's menus. Until then the trigger alone
 * renders, announced as closed (`aria-haspopup="dialog"`, `aria-expanded="false"`); pressing it
 * opens the panel as soon as the code is there, with focus moved into it as Popover does. Same
 * props as Popover.
 *
 * @example
 * <LazyPopover label={t`Account`} trigger={<button type="button">Account</button>}>…</LazyPopover>
 */
export function LazyPopover(props: PopoverProps) {
  const [module, setModule] = useState(loaded);
  const [requested, setRequested] = useState(false);
  const { open, defaultOpen, onOpenChange, trigger } = props;
  const wanted = open ?? (requested || defaultOpen === true);

  useEffect(() => {
    if (module !== null || !wanted) return undefined;
    let live = true;
    loadPopover().then(
      (next) => {
        if (live) setModule(next);
      },
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: nothing opens, the trigger stays usable.
        console.error('The popover did not load', error);
        if (!live) return;
        setRequested(false);
        onOpenChange?.(false);
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted, onOpenChange]);

  if (module !== null) {
    const { Popover } = module;
    return <Popover {...props} defaultOpen={defaultOpen ?? requested} />;
  }
  const element = trigger as ReactElement<TriggerProps>;
  return cloneElement(element, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      element.props.onPointerEnter?.(event);
      prefetch();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      element.props.onFocus?.(event);
      prefetch();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      element.props.onClick?.(event);
      if (event.defaultPrevented) return;
      setRequested(true);
      onOpenChange?.(true);
    },
  } as TriggerProps);
}
