// Vietnamese numbers and coins, said alike by the pages and by the server's first screen
// (server/first-paint.ts), which asks the same questions before the app has come.

/**
 * An Intl formatter made on its first use, not when its module loads: each costs a mid-range
 * phone 10–25 ms to build, and a page that loads the module often formats no number at all
 * before its first screen.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const numberFormat = onFirstUse(() => new Intl.NumberFormat('vi-VN'));

export const formatNumber = (value: number) => numberFormat().format(value);

export const formatCoins = (coins: number) => `${numberFormat().format(coins)} xu`;
