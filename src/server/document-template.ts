// The HTML document is filled by concatenation at slots found once: the texts put into it carry
// user text (names, titles), and `String.prototype.replace` would read `$&`, `$'` or `$\`` in them
// as patterns that copy the page into itself.

/** Where a text goes: in place of `marker`, or just before it (`keep`, e.g. `</head>`). */
export interface Slot {
  marker: string;
  keep?: boolean;
}

/**
 * `html` cut at the first occurrence of each slot's marker, as a function that joins the pieces
 * around the texts given. A slot whose marker the document lacks takes nothing (a test's bare
 * template may have no dialog slot).
 */
export function slotTemplate<K extends string>(
  html: string,
  slots: Record<K, Slot>,
): (texts: Record<K, string>) => string {
  const cuts = (Object.entries(slots) as [K, Slot][])
    .map(([name, slot]) => ({ name, slot, at: html.indexOf(slot.marker) }))
    .filter((cut) => cut.at >= 0)
    .sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const { slot, at } of cuts) {
    pieces.push(html.slice(from, at));
    from = slot.keep ? at : at + slot.marker.length;
  }
  pieces.push(html.slice(from));
  return (texts) => {
    let document = pieces[0] ?? '';
    cuts.forEach(({ name }, index) => {
      document += texts[name] + (pieces[index + 1] ?? '');
    });
    return document;
  };
}
