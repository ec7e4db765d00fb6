import { chakra } from '@chakra-ui/react';

/** The BidaHub mark: an 8-ball and the wordmark; `height` in px, width follows. */
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
      <circle cx="20" cy="20" r="18" fill="#111827" />
      <circle cx="20" cy="20" r="18" fill="none" stroke="#059669" strokeWidth="2.5" />
      <circle cx="20" cy="20" r="8.5" fill="#ffffff" />
      <text
        x="20"
        y="24.5"
        textAnchor="middle"
        fill="#111827"
        style={{ fontSize: 12, fontWeight: 700, fontFamily: 'system-ui, sans-serif' }}
      >
        8
      </text>
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
