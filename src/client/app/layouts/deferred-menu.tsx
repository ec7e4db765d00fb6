import {
  cloneElement,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyPart } from '../../lib/lazy-part';

/** The menus' code: Chakra's Menu and its positioning engine, ~30 KB gzipped. */
const loadHeaderMenus = () => import('./header-menus');

export const SectionMenuPart = lazyPart(() =>
  loadHeaderMenus().then((m) => ({ default: m.SectionMenu })),
);
export const AccountMenuPart = lazyPart(() =>
  loadHeaderMenus().then((m) => ({ default: m.AccountMenu })),
);

/** Both menus' code, ahead of a first click (then the click renders them without suspending). */
export const preloadHeaderMenus = () =>
  Promise.all([SectionMenuPart.preload(), AccountMenuPart.preload()]);

interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A header menu that costs nothing on the first load: its button renders at once, its code is
 * fetched on the first sign of intent (hover, touch, focus), and the click opens the real menu
 * as soon as that code is here. The real button takes the placeholder's place only on that
 * click, never under a pointer half-way through one, and keeps the keyboard focus.
 */
export function DeferredMenu({
  trigger,
  children,
}: {
  trigger: ReactElement<TriggerProps>;
  /** The real menu, opened on mount: it replaces the placeholder when that is clicked. */
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  const box = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (opened && focused) box.current?.querySelector('button')?.focus();
  }, [opened, focused]);

  // A failed download is tried again by the next intent or click.
  const prefetch = () => void preloadHeaderMenus();

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {opened ? (
        <Suspense fallback={trigger}>{children}</Suspense>
      ) : (
        cloneElement(trigger, {
          onPointerEnter: prefetch,
          onPointerDown: prefetch,
          onFocus: prefetch,
          onClick: (event) => {
            setFocused(event.currentTarget === document.activeElement);
            setOpened(true);
          },
          'aria-haspopup': 'menu',
          'aria-expanded': false,
        })
      )}
    </span>
  );
}
