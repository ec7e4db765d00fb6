import {
  cloneElement,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

/** The menus' code: Chakra's Menu and its positioning engine, ~30 KB gzipped. */
export const loadHeaderMenus = () => import('./header-menus');

interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A header menu that costs nothing on the first load: its button renders at once, and the menu
 * code loads on the first sign of intent (hover, touch, focus). A click that beats the download
 * opens the menu as soon as it arrives, and keyboard focus stays on the button when the real
 * one takes its place.
 */
export function DeferredMenu({
  trigger,
  children,
}: {
  trigger: ReactElement<TriggerProps>;
  /** The real menu; `openAtOnce` when a click came before its code. */
  children: (openAtOnce: boolean) => ReactNode;
}) {
  const [ready, setReady] = useState(false);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  const box = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (ready && focused) box.current?.querySelector('button')?.focus();
  }, [ready, focused]);

  const load = () => {
    // A failed download leaves the plain button; the next intent tries again.
    loadHeaderMenus().then(
      () => setReady(true),
      () => {},
    );
  };

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {ready ? (
        <Suspense fallback={trigger}>{children(openAtOnce)}</Suspense>
      ) : (
        cloneElement(trigger, {
          onPointerEnter: load,
          onPointerDown: load,
          onFocus: () => {
            setFocused(true);
            load();
          },
          onClick: () => {
            setOpenAtOnce(true);
            load();
          },
          'aria-haspopup': 'menu',
          'aria-expanded': false,
        })
      )}
    </span>
  );
}
