// The screen of a venue's TV (a tournament's, a club's, a tour's): dark unless its address says
// `?theme=light`, type that grows with the screen, and the clocks that turn its pages. Every
// timer is cleared when the view goes.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { themeParam, useForcedColorScheme } from './forced-color-mode';

/**
 * Everything sized in rem grows with the screen: 16 px at 1280 px wide, 24 px on a 1080p TV, so
 * the layout is drawn once for a 80 × 45 rem landscape screen.
 */
const TV_ROOT_FONT_SIZE = 'clamp(16px, 1.25vw, 48px)';

export function useTvScreen(): void {
  useForcedColorScheme(themeParam(useSearchParams()[0]) ?? 'dark');
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = TV_ROOT_FONT_SIZE;
    return () => {
      root.style.fontSize = before;
    };
  }, []);
}

/** Counts the intervals of `ms` since the view appeared. */
export function useTicks(ms: number): number {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return ticks;
}

/** The time of day, to the minute. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
