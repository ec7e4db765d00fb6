import { Badge, Heading, HStack, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { CalendarRange, Crown, ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TourSummary } from '../../../shared/schemas/tours';
import { AppLink } from '../../components/app-link';
import { FAMILY_LABELS, seasonLabel, TOUR_STATUS_COLORS, TOUR_STATUS_LABELS } from './tour-labels';

export function TourStatusBadge({
  status,
  size = 'sm',
}: {
  status: TourSummary['status'];
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge colorPalette={TOUR_STATUS_COLORS[status]} variant="subtle" size={size}>
      {TOUR_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One season in the list: the whole card links to its table. */
export function TourCard({ tour }: { tour: TourSummary }) {
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      gap="3"
      _hover={{ borderColor: 'emerald.border', boxShadow: 'sm' }}
      transition="border-color 0.15s, box-shadow 0.15s"
    >
      <HStack gap="2" flexWrap="wrap">
        <TourStatusBadge status={tour.status} />
        <Badge variant="outline" size="sm">
          {FAMILY_LABELS[tour.family]}
        </Badge>
        {tour.open ? (
          <Badge variant="outline" colorPalette="purple" size="sm">
            Mở cho mọi ban tổ chức
          </Badge>
        ) : null}
      </HStack>
      <Heading as="h2" size="md" lineHeight="1.3">
        <LinkOverlay asChild>
          <AppLink to={`/tours/${tour.id}`}>{tour.name}</AppLink>
        </LinkOverlay>
      </Heading>
      <Stack gap="1.5" fontSize="sm">
        <Fact icon={CalendarRange} label="Mùa giải">
          {seasonLabel(tour)}
        </Fact>
        <Fact icon={ListOrdered} label="Giải tính điểm">
          {tour.eventCount} giải
          {tour.tierNames.length > 0 ? ` · hạng ${tour.tierNames.join(', ')}` : ''}
        </Fact>
        <Fact icon={Crown} label="Dẫn đầu">
          {tour.leader ? tour.leader.fullName : 'Chưa có kết quả'}
        </Fact>
      </Stack>
    </LinkBox>
  );
}

function Fact({
  icon,
  label,
  children,
}: {
  icon: typeof Crown;
  label: string;
  children: ReactNode;
}) {
  return (
    <HStack gap="2" align="flex-start">
      <Icon as={icon} boxSize="4" mt="0.5" color="fg.muted" flexShrink={0} aria-hidden />
      <Text>
        <Text as="span" color="fg.muted">
          {label}:{' '}
        </Text>
        {children}
      </Text>
    </HStack>
  );
}
