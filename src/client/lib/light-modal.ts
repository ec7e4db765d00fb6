import { useEffect } from 'react';

/**
 * A Chakra dialog or drawer that is modal to its user without zag's modal mode.
 *
 * Zag blocks the page with `pointer-events: none` on <body> and locks its scroll with a custom
 * property on <html>. Both are inherited, so opening any dialog made the browser restyle every
 * element of the page: 1,162 on the home page, 80–120 ms of a tap on a phone at CPU 4×. Here the
 * backdrop covers the page, focus stays inside, the app's root is `aria-hidden` (dialogs are
 * portalled beside it) and the content says `aria-modal`, and the scroll lock sets `overflow` on
 * <html>: none of these is inherited by the page's styles. Spread `root` on the Root and
 * `content` on the Content.
 */
export function useLightModal(open: boolean, { modal = true, alert = false } = {}) {
  usePageBehind(open && modal);
  return {
    root: {
      modal: false,
      trapFocus: modal,
      preventScroll: false,
      // Zag's own default for a modal: a tap beside a dialog closes it, beside an alert does not.
      closeOnInteractOutside: modal && !alert,
    },
    content: { 'aria-modal': modal },
  } as const;
}

/** Open modal dialogs; the first holds the page behind them, the last lets it go. */
let open = 0;

/** Holds the page behind a modal dialog: still, and out of assistive technology's reach. */
function usePageBehind(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const { style } = document.documentElement;
    const app = document.getElementById('root');
    if (open++ === 0) {
      // Where a scrollbar takes room (a desktop), its width is kept so the page does not shift.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      style.overflow = 'hidden';
      if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
      app?.setAttribute('aria-hidden', 'true');
    }
    return () => {
      if (--open === 0) {
        style.overflow = '';
        style.paddingRight = '';
        app?.removeAttribute('aria-hidden');
      }
    };
  }, [active]);
}
