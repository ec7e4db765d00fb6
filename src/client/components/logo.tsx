import { chakra } from '@chakra-ui/react';

/**
 * The BidaHub mark: an 8-ball and the wordmark; `height` in px, width follows. Its only text is
 * the wordmark, so its visible text and its name are both "BidaHub".
 */
export function Logo({ height = 32 }: { height?: number }) {
  return (
    <chakra.svg
      viewBox="0 0 168 40"
      height={`${height}px`}
      width={`${(height * 168) / 40}px`}
      role="img"
      aria-label="BidaHub"
      color="fg"
      flexShrink={0}
    >
      <circle cx="20" cy="20" r="18" fill="#111827" stroke="#059669" strokeWidth="2.5" />
      <circle cx="20" cy="20" r="8.5" fill="#ffffff" />
      {/* The ball's 8 is drawn, not written: as SVG text it made the logo's visible text
          "8BidaHub", which a link named "BidaHub – Trang chủ" did not contain (label-in-name). */}
      <g fill="none" stroke="#111827" strokeWidth="1.5">
        <ellipse cx="20" cy="17.6" rx="1.9" ry="1.75" />
        <ellipse cx="20" cy="21.55" rx="2.3" ry="2.05" />
      </g>
      <text
        x="46"
        y="28"
        fill="currentColor"
        // Inline style: the CSS reset would otherwise win over SVG presentation attributes.
        style={{
          fontSize: 25,
          fontWeight: 800,
          letterSpacing: -0.5,
          fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        }}
      >
        Bida
        <tspan fill="#059669">Hub</tspan>
      </text>
    </chakra.svg>
  );
}
