// A player's seasons of ranking tours on their profile: the tour, its season, their place and
// points. Below the first screen: loaded after it, with its own read.
import { Badge, Button, Card, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { PlayerProfile } from '../../../shared/schemas/players';
import { AppLink } from '../../components/app-link';
import { trpc } from '../../lib/trpc';

const formatDay = (day: string) => day.split('-').reverse().join('/');

export default function PlayerTours({ player }: { player: PlayerProfile }) {
  const tours = trpc.players.tours.useQuery({ id: player.id });
  if (tours.isPending) {
    return (
      <Stack gap="2" role="status">
        <Text srOnly>Đang tải…</Text>
        <Skeleton h="16" borderRadius="l3" />
      </Stack>
    );
  }
  if (tours.data === undefined) {
    return (
      <Text color="fg.muted" fontSize="sm">
        Chưa tải được các tour của cơ thủ.{' '}
        <Button
          variant="plain"
          size="sm"
          colorPalette="emerald"
          px="0"
          h="auto"
          onClick={() => void tours.refetch()}
        >
          Thử lại
        </Button>
      </Text>
    );
  }
  if (tours.data.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        Cơ thủ chưa có điểm ở tour xếp hạng nào.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Tour xếp hạng của cơ thủ">
      {tours.data.map(({ tour, place, points, eventsPlayed }) => (
        <li key={tour.id}>
          <Card.Root variant="outline" size="sm">
            <Card.Body>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="0.5" minW="0">
                  <Link
                    asChild
                    fontWeight="semibold"
                    colorPalette="emerald"
                    color="colorPalette.fg"
                  >
                    <AppLink to={`/tours/${tour.id}`}>{tour.name}</AppLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    Mùa {formatDay(tour.startsOn)} – {formatDay(tour.endsOn)} · {eventsPlayed} giải
                  </Text>
                </Stack>
                <Stack gap="0.5" align="flex-end" flexShrink={0}>
                  <Badge
                    colorPalette={place === 1 ? 'yellow' : 'emerald'}
                    variant="subtle"
                    size="md"
                  >
                    Hạng {place}
                  </Badge>
                  <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {points.toLocaleString('vi-VN')} điểm
                  </Text>
                </Stack>
              </HStack>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Stack>
  );
}
