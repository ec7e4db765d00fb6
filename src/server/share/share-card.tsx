// The picture a chat app shows under a shared link (Open Graph, 1200 × 630): BidaHub's mark,
// what the link is (a tournament, a match, a player), its name and its line of facts. Drawn by
// satori, which reads this JSX with its own subset of CSS (flex layout only).
import type { CSSProperties } from 'react';

export interface ShareCard {
  /** What the link opens: 'Giải đấu', 'Trận đấu', 'Cơ thủ'; none for the site itself. */
  kind?: string;
  title: string;
  lead?: string;
}

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
const PAD = { x: 72, y: 60 };
/** The text's width inside the padding (satori resolves no percentages against it). */
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * PAD.x;

const EMERALD = '#059669';
const INK = '#0b1f17';

/** At most `lines` lines of the card's width, cut with an ellipsis. */
const clamp = (lines: number): CSSProperties => ({
  display: 'block',
  width: TEXT_WIDTH,
  lineClamp: lines,
  overflow: 'hidden',
});

/** The mark of components/logo.tsx: a black eight ball ringed in emerald. */
function Mark() {
  return (
    <div
      style={{
        display: 'flex',
        width: 72,
        height: 72,
        borderRadius: '50%',
        background: '#111827',
        border: `5px solid ${EMERALD}`,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 34,
          height: 34,
          borderRadius: '50%',
          background: '#ffffff',
          color: '#111827',
          fontSize: 22,
          fontWeight: 700,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        8
      </div>
    </div>
  );
}

export function ShareCardView({ card }: { card: ShareCard }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        padding: `${PAD.y}px ${PAD.x}px`,
        background: `linear-gradient(135deg, ${INK} 0%, #064e3b 100%)`,
        color: '#ffffff',
        fontFamily: 'Latin',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <Mark />
        <div style={{ display: 'flex', fontSize: 44, fontWeight: 700 }}>
          Bida<span style={{ color: '#34d399' }}>Hub</span>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {card.kind ? (
          <div style={{ display: 'flex', fontSize: 34, color: '#6ee7b7' }}>{card.kind}</div>
        ) : null}
        <div style={{ ...clamp(2), fontSize: 68, fontWeight: 700, lineHeight: 1.15 }}>
          {card.title}
        </div>
        {card.lead ? (
          <div style={{ ...clamp(2), fontSize: 36, lineHeight: 1.35, color: '#d1fae5' }}>
            {card.lead}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', fontSize: 28, color: '#a7f3d0' }}>Cộng đồng bida Việt Nam</div>
    </div>
  );
}
