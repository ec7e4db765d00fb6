// A tour's pages in their pure parts: which tours an event's manager is offered
// (features/tournaments/tour-choices.ts) and the embed's address and snippet
// (features/tours/tour-embed-params.ts).
import { describe, expect, it } from 'vitest';
import { tourChoices } from '../../src/client/features/tournaments/tour-choices';
import {
  readTourEmbedView,
  tourEmbedPath,
  tourEmbedSnippet,
} from '../../src/client/features/tours/tour-embed-params';
import type { TourSummary } from '../../src/shared/schemas/tours';

const tour = (id: number, changes: Partial<TourSummary> = {}): TourSummary => ({
  id,
  name: `Tour ${id}`,
  family: 'pool',
  startsOn: '2026-03-01',
  endsOn: '2026-05-31',
  status: 'running',
  open: false,
  createdBy: 7,
  tierNames: ['A', 'B'],
  eventCount: 0,
  leader: null,
  ...changes,
});

describe('tourChoices', () => {
  // 23:30 in Hanoi on 31 May is still in the season (UTC says 31 May 16:30).
  const event = { game: '9-ball' as const, startsAt: '2026-05-31T16:30:00Z' };

  it('offers the manager’s own and open tours of the game family whose season holds the day', () => {
    const offered = tourChoices(
      [
        tour(1),
        tour(2, { createdBy: 8 }),
        tour(3, { createdBy: 8, open: true }),
        tour(4, { family: 'carom' }),
        tour(5, { status: 'finished' }),
        tour(6, { startsOn: '2026-06-01', endsOn: '2026-08-31', status: 'upcoming' }),
      ],
      event,
      7,
    );
    expect(offered.map((t) => t.id)).toEqual([1, 3]);
  });

  it('reads the event’s day in Vietnam', () => {
    const late = { game: '9-ball' as const, startsAt: '2026-05-31T17:30:00Z' };
    expect(tourChoices([tour(1)], late, 7)).toEqual([]);
  });

  it('offers a visitor only the open ones', () => {
    expect(
      tourChoices([tour(1), tour(3, { open: true })], event, undefined).map((t) => t.id),
    ).toEqual([3]);
  });
});

describe('tour embed', () => {
  it('reads its view from the address, falling back on anything out of range', () => {
    expect(readTourEmbedView(new URLSearchParams('scale=0.75&theme=dark&rows=10'))).toEqual({
      scale: 0.75,
      theme: 'dark',
      rows: 10,
    });
    expect(readTourEmbedView(new URLSearchParams('scale=9&theme=pink&rows=0'))).toEqual({
      scale: 1,
      theme: undefined,
      rows: 20,
    });
  });

  it('leaves the defaults out of the address, and escapes the name in the snippet', () => {
    expect(tourEmbedPath(4, { scale: 1, theme: undefined, rows: 20 })).toBe('/embed/tours/4');
    expect(tourEmbedPath(4, { scale: 1.25, theme: 'light', rows: 50 })).toBe(
      '/embed/tours/4?scale=1.25&theme=light&rows=50',
    );
    expect(
      tourEmbedSnippet(
        'https://bidahub.vn',
        { id: 4, name: 'Tour "A" & <B>' },
        {
          scale: 1,
          theme: undefined,
          rows: 20,
        },
      ),
    ).toBe(
      '<iframe src="https://bidahub.vn/embed/tours/4" title="Tour &quot;A&quot; &amp; &lt;B&gt;" ' +
        'width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });
});
