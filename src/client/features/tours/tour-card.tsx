import { Badge, Stack } from '@chakra-ui/react';
import { CalendarRange, Crown, ListOrdered } from 'lucide-react';
import type { TourSummary } from '../../../shared/schemas/tours';
import { CardFact, LinkCard } from '../../components/link-card';
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
    <LinkCard
      to={`/tours/${tour.id}`}
      title={tour.name}
      badges={
        <>
          <TourStatusBadge status={tour.status} />
          <Badge variant="outline" size="sm">
            {FAMILY_LABELS[tour.family]}
          </Badge>
          {tour.open ? (
            <Badge variant="outline" colorPalette="purple" size="sm">
              Mở cho mọi ban tổ chức
            </Badge>
          ) : null}
        </>
      }
    >
      <Stack gap="1.5">
        <CardFact icon={CalendarRange} label="Mùa giải" labelShown>
          {seasonLabel(tour)}
        </CardFact>
        <CardFact icon={ListOrdered} label="Giải tính điểm" labelShown>
          {tour.eventCount} giải
          {tour.tierNames.length > 0 ? ` · hạng ${tour.tierNames.join(', ')}` : ''}
        </CardFact>
        <CardFact icon={Crown} label="Dẫn đầu" labelShown>
          {tour.leader ? tour.leader.fullName : 'Chưa có kết quả'}
        </CardFact>
      </Stack>
    </LinkCard>
  );
}
