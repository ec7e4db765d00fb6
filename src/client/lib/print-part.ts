/**
 * Prints one part of the page alone (a carom protocol, a bracket's sheets): while
 * body[data-print] is set, the theme's print rules leave out all but its [data-print-area].
 */
export function printPart(part: string): void {
  document.body.dataset.print = part;
  window.addEventListener('afterprint', () => delete document.body.dataset.print, { once: true });
  window.print();
}
