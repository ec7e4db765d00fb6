// The tour page's lower sections: the season's events (with their tier and whether they count
// yet) and the rules the table follows, in words a player checks their points with.
import { Badge, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Tour, TourEvent } from '../../../shared/schemas/tours';
import { TOUR_ROLLOVER_LABELS } from '../../../shared/tour-rules';
import { AppLink } from '../../components/app-link';
import { List } from '../../components/styled-parts/list';
import { formatDateTime } from '../../lib/format';
import { TOURNAMENT_STATUS_COLORS, TOURNAMENT_STATUS_LABELS } from '../../lib/labels';

function EventItem({ event }: { event: TourEvent }) {
  const { tournament } = event;
  const dropped = tournament.status === 'cancelled';
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="1.5">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Link
            asChild
            fontWeight="semibold"
            colorPalette="emerald"
            color="colorPalette.fg"
            overflowWrap="anywhere"
          >
            <AppLink to={`/tournaments/${tournament.id}`}>{tournament.name}</AppLink>
          </Link>
          <Badge variant="solid" colorPalette="purple" size="sm" flexShrink={0}>
            Hạng {event.tier}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(tournament.startsAt)}
          {tournament.store ? ` · ${tournament.store.name}` : ''}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Badge
            size="sm"
            variant="subtle"
            colorPalette={TOURNAMENT_STATUS_COLORS[tournament.status]}
          >
            {TOURNAMENT_STATUS_LABELS[tournament.status]}
          </Badge>
          {dropped ? null : event.final ? (
            <Badge size="sm" variant="subtle" colorPalette="emerald">
              Đã tính điểm
            </Badge>
          ) : (
            <Badge size="sm" variant="outline" colorPalette="orange">
              Chưa tính điểm
            </Badge>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function TourEvents({ tour }: { tour: Tour }) {
  if (tour.events.length === 0) {
    return (
      <Text color="fg.muted">
        Chưa có giải nào trong tour. Ban tổ chức đưa giải vào tour ở trang của giải, trước khi giải
        bắt đầu.
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Một giải được tính điểm khi đã kết thúc và hết thời gian khiếu nại kết quả.
      </Text>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2 }}
        gap="3"
        aria-label="Các giải trong tour"
      >
        {tour.events.map((event) => (
          <li key={event.tournament.id}>
            <EventItem event={event} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function TierPoints({ tier }: { tier: Tour['tiers'][number] }) {
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Body gap="2">
        <Text fontWeight="semibold">Hạng giải {tier.name}</Text>
        <SimpleGrid
          as="ol"
          listStyleType="none"
          columns={{ base: 3, sm: 4 }}
          gap="1"
          fontSize="sm"
          aria-label={`Điểm của hạng giải ${tier.name}`}
        >
          {tier.points.map((points, index) => (
            <HStack as="li" key={index} gap="1">
              <Text as="span" color="fg.muted">
                {index + 1}.
              </Text>
              <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
                {points}
              </Text>
            </HStack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export function TourRules({ tour }: { tour: Tour }) {
  return (
    <Stack gap="4">
      <List.Root gap="2" ps="5" fontSize="sm">
        <List.Item>
          Thứ hạng chung cuộc của cơ thủ ở mỗi giải nhận điểm theo bảng điểm của hạng giải đó; thứ
          hạng ngoài bảng không có điểm.
        </List.Item>
        <List.Item>
          {tour.bestOf === null
            ? 'Cộng điểm của mọi giải cơ thủ tham gia trong mùa.'
            : `Chỉ ${tour.bestOf} kết quả tốt nhất của mỗi cơ thủ được cộng.`}
        </List.Item>
        <List.Item>
          Chỉ giải đã có kết quả chính thức (đã kết thúc, hết thời gian khiếu nại) mới được tính.
          Khi một kết quả được sửa, bảng xếp hạng tự tính lại.
        </List.Item>
        <List.Item>
          Sang mùa sau: {TOUR_ROLLOVER_LABELS[tour.rollover].toLocaleLowerCase('vi')}.
        </List.Item>
        {tour.previous ? (
          <List.Item>
            Mùa trước:{' '}
            <Link asChild colorPalette="emerald" color="colorPalette.fg">
              <AppLink to={`/tours/${tour.previous.id}`}>{tour.previous.name}</AppLink>
            </Link>
            . Cơ thủ mang theo điểm của mùa đó theo cách chuyển mùa của nó.
          </List.Item>
        ) : null}
        {tour.next ? (
          <List.Item>
            Mùa sau:{' '}
            <Link asChild colorPalette="emerald" color="colorPalette.fg">
              <AppLink to={`/tours/${tour.next.id}`}>{tour.next.name}</AppLink>
            </Link>
          </List.Item>
        ) : null}
        <List.Item>
          {tour.open
            ? 'Mọi ban tổ chức được đưa giải cùng môn của họ vào tour.'
            : 'Chỉ giải của ban tổ chức tour được đưa vào tour.'}
        </List.Item>
      </List.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {tour.tiers.map((tier) => (
          <TierPoints key={tier.name} tier={tier} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
