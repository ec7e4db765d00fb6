// Accent folding for searches: Vietnamese users often type "giai bida ha noi" for "Giải bida Hà
// Nội". The database folds names with translate() in a generated column and the query text is
// folded here with the same table, so both sides agree without a database extension.

const BASES = ['a', 'ă', 'â', 'e', 'ê', 'i', 'o', 'ô', 'ơ', 'u', 'ư', 'y'];
// None, huyền, sắc, hỏi, ngã, nặng.
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];

function asciiBase(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '').replace('đ', 'd').replace('Đ', 'D');
}

function buildTable(): { from: string; to: string } {
  let from = 'đĐ';
  let to = 'dD';
  for (const base of BASES) {
    for (const letter of [base, base.toUpperCase()]) {
      for (const tone of TONES) {
        const composed = (letter + tone).normalize('NFC');
        if (/^[a-zA-Z]$/.test(composed)) continue;
        from += composed;
        to += asciiBase(composed);
      }
    }
  }
  return { from, to };
}

export const FOLD_TABLE = buildTable();

const FOLD_MAP = new Map([...FOLD_TABLE.from].map((c, i) => [c, FOLD_TABLE.to[i] as string]));

/** What the `search_name` columns hold for `text`: lower case, Vietnamese marks removed. */
export function foldSearchText(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) out += FOLD_MAP.get(c) ?? c;
  return out.toLowerCase();
}

/** The SQL expression of a generated column folding `column` like `foldSearchText`. */
export function foldColumnSql(column: string): string {
  return `lower(translate("${column}", '${FOLD_TABLE.from}', '${FOLD_TABLE.to}'))`;
}

/** `%text%` for LIKE, with LIKE's own wildcards in the user's text taken literally. */
export function containsPattern(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
