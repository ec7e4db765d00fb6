// The drawing of a share picture, in a worker thread (share-image.ts says why): satori lays the
// card out to SVG, resvg rasterises it to PNG.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { move } from 'piscina';
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

/** The card as a 1200 × 630 PNG, its memory handed back to the server's thread, not copied. */
export default async function draw(card: ShareCard): Promise<Uint8Array> {
  const svg = await satori(ShareCardView({ card }), { ...SHARE_IMAGE, fonts: await loadFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } })
    .render()
    .asPng();
  return move(new Uint8Array(png.buffer, png.byteOffset, png.byteLength)) as Uint8Array;
}
