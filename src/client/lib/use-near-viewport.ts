import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (and stays true after): heavy parts
 * below the fold (a chart) load when the reader gets there, not with the page. Give `observe` as the `ref` of
 * the element; it may appear after the first render.
 */
export function useNearViewport(margin = '200px') {
  // Without IntersectionObserver (old browsers), everything counts as in view.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return { observe: setElement, near };
}
