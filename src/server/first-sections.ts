// The sections of a first screen below its header: a season's table, this week's matches, a
// team's players. They are what a player opens a tour's or a league's link for, so the server
// draws them in the document (first-paint.ts) from the same reads the app then starts from, and
// a phone shows the table at once instead of a name and, seconds later, a jump.

/** A table cell: text, or text linking to another page. */
type FirstCell = string | { text: string; href: string };

export interface FirstSection {
  heading: string;
  /** A line under the heading (what the table counts), in small print. */
  note?: string;
  /**
   * What the section is, under its heading at the size of body text, as a page section's
   * description shows it: often the screen's largest paragraph, so drawn a hair taller than
   * the app's, whose same paragraph then never counts as a later, larger paint.
   */
  lead?: string;
  /** Column headers, and the places of the columns that hold numbers (aligned to the end). */
  table?: {
    label: string;
    columns: readonly string[];
    numeric: readonly number[];
    rows: FirstCell[][];
  };
  /** Lines of a list, each with a link and a muted detail under it. */
  items?: Array<{ text: string; href?: string; detail?: string }>;
  /** Said where the table or the list would be, when there is none yet. */
  empty?: string;
}

type Escape = (text: string) => string;

const cellHtml = (cell: FirstCell, escape: Escape): string =>
  typeof cell === 'string'
    ? escape(cell)
    : `<a href="${escape(cell.href)}">${escape(cell.text)}</a>`;

function tableHtml(table: NonNullable<FirstSection['table']>, escape: Escape): string {
  const cls = (index: number) => (table.numeric.includes(index) ? ' class="fp-num"' : '');
  const head = table.columns.map((c, i) => `<th scope="col"${cls(i)}>${escape(c)}</th>`).join('');
  const rows = table.rows
    .map(
      (row) => `<tr>${row.map((c, i) => `<td${cls(i)}>${cellHtml(c, escape)}</td>`).join('')}</tr>`,
    )
    .join('');
  return (
    `<div class="fp-scroll"><table class="fp-table" aria-label="${escape(table.label)}">` +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`
  );
}

function itemsHtml(items: NonNullable<FirstSection['items']>, escape: Escape): string {
  const lines = items.map(({ text, href, detail }) => {
    const main = href ? `<a href="${escape(href)}">${escape(text)}</a>` : escape(text);
    const under = detail ? `<span class="fp-detail">${escape(detail)}</span>` : '';
    return `<li>${main}${under}</li>`;
  });
  return `<ul class="fp-items">${lines.join('')}</ul>`;
}

/** The markup of a first screen's sections (index.html's `fp-section` rules). */
export function sectionsHtml(sections: readonly FirstSection[], escape: Escape): string {
  return sections
    .map((section) => {
      const lead = section.lead ? `<p class="fp-section-lead">${escape(section.lead)}</p>` : '';
      const note = section.note ? `<p class="fp-note">${escape(section.note)}</p>` : '';
      const body =
        section.table && section.table.rows.length > 0
          ? tableHtml(section.table, escape)
          : section.items && section.items.length > 0
            ? itemsHtml(section.items, escape)
            : section.empty
              ? `<p class="fp-note">${escape(section.empty)}</p>`
              : '';
      return `<section class="fp-section"><h2 class="fp-h2">${escape(section.heading)}</h2>${lead}${note}${body}</section>`;
    })
    .join('');
}
