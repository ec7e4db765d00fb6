// Share pictures as PNG: the card drawn to SVG by satori, rasterised by resvg, and kept by its
// content, so a link shared a thousand times is drawn once and a changed score is drawn anew.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import satori, { type Font } from 'satori';
import { SHARE_IMAGE, ShareCardView, type ShareCard } from './share-card';

const require = createRequire(import.meta.url);

// Be Vietnam Pro, as Google Fonts splits it. satori takes one file per family name and falls
// back along the list glyph by glyph, so each subset is a family of its own ('Latin' first: the
// card names it); the Vietnamese letters (ă, đ, ứ, ồ…) come from the other two.
const SUBSETS = [
  ['Latin', 'latin'],
  ['Vietnamese', 'vietnamese'],
  ['LatinExt', 'latin-ext'],
] as const;
const WEIGHTS = [400, 700] as const;

let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    SUBSETS.flatMap(([name, subset]) =>
      WEIGHTS.map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(
            `@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff`,
          ),
        ),
      })),
    ),
  );
  return fonts;
}

const drawn = new LRUCache<string, Buffer>({ max: 256 });

/** The card as a 1200 × 630 PNG. */
export async function shareImage(card: ShareCard): Promise<Buffer> {
  const key = JSON.stringify(card);
  const kept = drawn.get(key);
  if (kept) return kept;
  const svg = await satori(ShareCardView({ card }), { ...SHARE_IMAGE, fonts: await loadFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } })
    .render()
    .asPng();
  drawn.set(key, png);
  return png;
}
