import { Badge, Box, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Clock, ExternalLink, LayoutGrid, MapPin, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Store, StoreListItem, StoreTournament } from '../../shared/schemas/stores';
import { AppLink } from './app-link';
import { formatDateTime, formatFee, formatNumber } from '../lib/format';
import { TOURNAMENT_STATUS_COLORS, TOURNAMENT_STATUS_LABELS } from '../lib/labels';
import { formatPhone, storeAddress, telHref } from '../lib/store-format';

function Fact({
  icon,
  label,
  children,
}: {
  icon: typeof Phone;
  label: string;
  children: ReactNode;
}) {
  return (
    <HStack gap="2" align="flex-start" fontSize="sm" minW="0">
      <Icon as={icon} boxSize="4" mt="0.5" color="fg.muted" flexShrink={0} aria-hidden />
      <Text minW="0">
        <Text as="span" srOnly>
          {label}:{' '}
        </Text>
        {children}
      </Text>
    </HStack>
  );
}

/** The club's phone as a `tel:` link, so a tap on a phone calls it. */
function StorePhone({ phone }: { phone: string }) {
  return (
    <Link href={telHref(phone)} color="emerald.fg" fontWeight="medium" whiteSpace="nowrap">
      {formatPhone(phone)}
    </Link>
  );
}

/** "Xem bản đồ": the club on a map, in a new tab. */
function StoreMapLink({ store }: { store: Pick<Store, 'name' | 'mapUrl'> }) {
  if (!store.mapUrl) return null;
  return (
    <Link
      href={store.mapUrl}
      target="_blank"
      rel="noopener noreferrer"
      color="emerald.fg"
      fontSize="sm"
      fontWeight="medium"
    >
      Xem bản đồ
      <Text as="span" srOnly>
        {' '}
        {store.name} (mở trong thẻ mới)
      </Text>
      <ExternalLink size={14} aria-hidden />
    </Link>
  );
}

function UpcomingTournament({ tournament }: { tournament: StoreTournament }) {
  const full =
    tournament.status === 'registration' && tournament.playerCount >= tournament.maxPlayers;
  return (
    <Stack as="li" gap="1" py="2.5" borderTopWidth="1px" borderColor="border.muted">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Link asChild fontWeight="medium" lineHeight="1.35" _hover={{ color: 'emerald.fg' }}>
          <AppLink to={`/tournaments/${tournament.id}`}>{tournament.name}</AppLink>
        </Link>
        <Badge
          colorPalette={TOURNAMENT_STATUS_COLORS[tournament.status]}
          variant="subtle"
          size="sm"
          flexShrink={0}
        >
          {TOURNAMENT_STATUS_LABELS[tournament.status]}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {formatDateTime(tournament.startsAt)} ·{' '}
        <Text as="span" color={full ? 'fg.error' : undefined}>
          {tournament.playerCount}/{tournament.maxPlayers} cơ thủ
        </Text>{' '}
        · {formatFee(tournament.entryFee)}
      </Text>
    </Stack>
  );
}

/** A club on `/stores`: where, how to reach it, and the tournaments it is about to host. */
export function StoreCard({
  store,
  action,
}: {
  store: StoreListItem;
  /** Beside the club's name: the page's follow button. */
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      h="full"
      display="flex"
      flexDirection="column"
      gap="4"
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" id={headingId} size="md" lineHeight="1.3" minW="0">
            {store.name}
          </Heading>
          {action}
        </HStack>
        <Fact icon={MapPin} label="Địa chỉ">
          {storeAddress(store)}
        </Fact>
        <Fact icon={Phone} label="Điện thoại">
          <StorePhone phone={store.phone} />
        </Fact>
        <HStack gap="4" flexWrap="wrap" rowGap="2">
          <Fact icon={LayoutGrid} label="Số bàn">
            {formatNumber(store.tables)} bàn
          </Fact>
          <Fact icon={Clock} label="Giờ mở cửa">
            {store.openingHours}
          </Fact>
        </HStack>
      </Stack>

      {/* Named after the club too: every card has this section, and landmarks need distinct names. */}
      <Stack as="section" aria-label={`Giải đấu sắp tới tại ${store.name}`} gap="1">
        <Heading
          as="h3"
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wide"
          color="fg.muted"
        >
          Giải đấu sắp tới
        </Heading>
        {store.upcomingTournaments.length > 0 ? (
          <Box as="ul" listStyleType="none">
            {store.upcomingTournaments.map((tournament) => (
              <UpcomingTournament key={tournament.id} tournament={tournament} />
            ))}
          </Box>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            Chưa có giải đấu sắp tới
          </Text>
        )}
      </Stack>

      <HStack
        mt="auto"
        pt="3"
        borderTopWidth="1px"
        borderColor="border.muted"
        justify="space-between"
        gap="3"
        flexWrap="wrap"
      >
        <Link asChild color="emerald.fg" fontSize="sm" fontWeight="medium">
          <AppLink to={`/tournaments?store=${store.id}`}>
            Các giải tại câu lạc bộ
            <ArrowRight size={14} aria-hidden />
          </AppLink>
        </Link>
        <StoreMapLink store={store} />
      </HStack>
    </Box>
  );
}

/** A club in the home page's short list: name, where, size and phone. */
export function StoreTile({ store }: { store: StoreListItem }) {
  const upcoming = store.upcomingTournaments.length;
  return (
    <Stack
      as="li"
      gap="1.5"
      p="4"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      h="full"
      minW="0"
    >
      <Text fontWeight="semibold" lineHeight="1.3">
        <Link asChild color="inherit" _hover={{ color: 'emerald.fg' }}>
          <AppLink to={`/stores?q=${encodeURIComponent(store.name)}`}>{store.name}</AppLink>
        </Link>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {store.district}, {store.city} · {formatNumber(store.tables)} bàn
      </Text>
      <HStack gap="3" fontSize="sm" flexWrap="wrap" rowGap="1" mt="auto">
        <StorePhone phone={store.phone} />
        {upcoming > 0 ? (
          <Badge colorPalette="emerald" variant="subtle" size="sm">
            {upcoming} giải sắp tới
          </Badge>
        ) : null}
      </HStack>
    </Stack>
  );
}
