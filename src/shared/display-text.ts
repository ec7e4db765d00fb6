// Text that others see as a person's or a tournament's name: what it shows must be what it says.

/**
 * Control characters (a line break in a name splits a notice or a calendar line), bidirectional
 * overrides and isolates (U+202E turns "Nguyễn Văn A" into something that reads otherwise),
 * and zero-width characters (two names that look alike but differ, or one that looks empty).
 */
const CONTROLS = /\p{Cc}/gu;
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/gu;

/**
 * `text` as a display name: a control is a space, an invisible character nothing, spaces
 * single, composed (NFC: "ễ" typed as e + two accents is one letter).
 */
export function cleanDisplayText(text: string): string {
  return text
    .normalize('NFC')
    .replace(CONTROLS, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
}
