import { useEffect, useRef, type ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { preloadRoute } from '../lib/route-preload';

type RouterLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: string;
  replace?: boolean;
};

export interface AppLinkProps extends RouterLinkProps {
  /** `intent`: preload the page chunk on hover/focus; `visible`: as soon as the link is seen. */
  preload?: 'intent' | 'visible' | 'none';
}

/** A router link that fetches its page's chunk ahead of the click. */
export function AppLink({ preload = 'intent', to, ref, ...props }: AppLinkProps) {
  const own = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const element = own.current;
    if (preload !== 'visible' || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
        idle(() => preloadRoute(to, 'visible'));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [preload, to]);

  const intent = preload === 'none' ? undefined : () => preloadRoute(to, 'intent');
  return (
    <RouterLink
      {...props}
      to={to}
      ref={(element: HTMLAnchorElement | null) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      onMouseEnter={(event) => {
        intent?.();
        props.onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent?.();
        props.onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent?.();
        props.onTouchStart?.(event);
      }}
    />
  );
}
