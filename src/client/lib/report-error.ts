/**
 * Hands an error the page survived to the browser: `reportError` logs it in the console as an
 * uncaught error and dispatches it to `window`'s error listeners (any monitoring there), without
 * throwing. The client's only way to log: lint keeps `console` out of src/.
 */
export function reportError(error: unknown): void {
  globalThis.reportError?.(error);
}
