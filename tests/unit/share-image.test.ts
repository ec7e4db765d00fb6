// The share pictures' drawing (share-image.ts): a card is drawn once for its content, and while
// what an entity shows keeps changing (a live match's score at every rack), its last picture is
// served for a few seconds instead of a drawing a rack.
import { afterAll, describe, expect, it } from 'vitest';
import { createShareImages } from '../../src/server/share/share-image';

let clock = 0;
const images = createShareImages({ holdMs: 10_000, now: () => clock });
afterAll(() => images.close());

const card = (score: string) => ({ kind: 'Trận đấu', title: 'An – Bình', lead: `Tỉ số ${score}` });

describe('share pictures', () => {
  it('hold a changing entity’s last picture, then draw what it shows now', async () => {
    const first = await images.draw(card('1 – 0'), 'matches/7');
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    clock += 3_000;
    expect((await images.draw(card('2 – 0'), 'matches/7')).equals(first)).toBe(true);
    clock += 8_000;
    const later = await images.draw(card('2 – 0'), 'matches/7');
    expect(later.equals(first)).toBe(false);
    // A card drawn before is kept by its content, whatever the entity's hold.
    expect((await images.draw(card('1 – 0'), 'matches/7')).equals(first)).toBe(true);
  });
});
