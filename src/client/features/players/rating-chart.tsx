// Loaded with React.lazy (rating-chart-panel.tsx): recharts is downloaded only on player pages.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { Rank } from '../../../shared/schemas/config';
import type { RatingPoint } from '../../../shared/schemas/players';
import { RatingDeltaBadge } from '../../components/player-match-list';
import { formatDate, formatRating, rankLinesWithin, ratingDomain } from '../../lib/player-logic';

// Chakra's semantic tokens as CSS variables: the chart follows light and dark mode by itself.
const COLORS = {
  line: 'var(--chakra-colors-emerald-solid)',
  dotFill: 'var(--chakra-colors-bg-panel)',
  grid: 'var(--chakra-colors-border-muted)',
  axis: 'var(--chakra-colors-border)',
  tick: 'var(--chakra-colors-fg-muted)',
  rankLine: 'var(--chakra-colors-orange-solid)',
  rankLabel: 'var(--chakra-colors-orange-fg)',
};

const pad = (value: number) => String(value).padStart(2, '0');
// '23/09': vi-VN's own day-month format is '23-09', which reads like a score.
const shortDate = (iso: string) => {
  const date = new Date(iso);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}`;
};

export default function RatingChart({
  points,
  ranks,
  height,
}: {
  /** Oldest first; the first point is where the player started. */
  points: readonly RatingPoint[];
  ranks: readonly Pick<Rank, 'code' | 'rating'>[];
  height: number;
}) {
  const data = points.map((point, index) => ({ index, rating: point.rating }));
  const domain = ratingDomain(points);
  const lines = rankLinesWithin(ranks, domain);
  const tickDate = (index: number) => {
    const point = points[index];
    return point ? shortDate(point.at) : '';
  };

  return (
    <Box css={{ '& .recharts-surface:focus': { outline: 'none' } }}>
      <LineChart
        responsive
        data={data}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: lines.length > 0 ? 52 : 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={COLORS.grid} vertical={false} />
        <XAxis
          dataKey="index"
          tickFormatter={tickDate}
          tick={{ fill: COLORS.tick, fontSize: 12 }}
          stroke={COLORS.axis}
          interval="preserveStartEnd"
          minTickGap={24}
          tickMargin={6}
        />
        <YAxis
          domain={domain}
          tickFormatter={(value: number) => formatRating(value)}
          tick={{ fill: COLORS.tick, fontSize: 12 }}
          stroke={COLORS.axis}
          width={44}
          allowDecimals={false}
        />
        {lines.map((rank) => (
          <ReferenceLine
            key={rank.code}
            y={rank.rating}
            stroke={COLORS.rankLine}
            strokeOpacity={0.6}
            strokeDasharray="4 4"
            label={{
              value: `Hạng ${rank.code}`,
              position: 'right',
              fill: COLORS.rankLabel,
              fontSize: 11,
            }}
          />
        ))}
        <Tooltip
          content={(props: TooltipContentProps) => <PointTooltip {...props} points={points} />}
          cursor={{ stroke: COLORS.axis }}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="rating"
          name="Điểm trình độ"
          stroke={COLORS.line}
          strokeWidth={2.5}
          dot={points.length <= 40 ? { r: 3, fill: COLORS.dotFill, strokeWidth: 2 } : false}
          activeDot={{ r: 5, fill: COLORS.line, stroke: COLORS.dotFill, strokeWidth: 2 }}
          isAnimationActive={false}
        />
      </LineChart>
    </Box>
  );
}

/** The hovered point in Vietnamese: the day, the rating, its change and the opponent. */
function PointTooltip({
  active,
  label,
  points,
}: Pick<TooltipContentProps, 'active' | 'label'> & { points: readonly RatingPoint[] }) {
  const point = typeof label === 'number' ? points[label] : undefined;
  if (!active || !point) return null;
  return (
    <Stack
      gap="1"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="md"
      px="3"
      py="2"
      fontSize="sm"
      maxW="64"
    >
      <Text color="fg.muted" fontSize="xs">
        {formatDate(point.at)}
      </Text>
      <HStack gap="2">
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
          {formatRating(point.rating)} điểm
        </Text>
        {point.matchId !== null ? <RatingDeltaBadge delta={point.delta} /> : null}
      </HStack>
      <Text>
        {point.opponent
          ? `Gặp ${point.opponent.fullName} · ${point.racksWon} – ${point.racksLost}`
          : 'Điểm khởi đầu'}
      </Text>
    </Stack>
  );
}
