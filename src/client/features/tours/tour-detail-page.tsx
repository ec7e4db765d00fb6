// /tours/:id: a season's table first (what players open it for), then its events and its rules,
// with the ways to show the table on a venue's TV or a club's website.
import { Badge, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Code, Pencil, Tv } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { Tour } from '../../../shared/schemas/tours';
import { AppLink } from '../../components/app-link';
import { FollowButton } from '../../components/follow-button';
import { BackLink } from '../../components/back-link';
import { EntityPage } from '../../components/entity-frame';
import { DescriptionView } from '../../components/description-view';
import { PageSection } from '../../components/page-section';
import { PageEmpty, PageError } from '../../components/page-states';
import { PlayerLink } from '../../components/player-label';
import { callErrorInfo } from '../../lib/call-errors';
import { lazyPart } from '../../lib/lazy-part';
import { trpc } from '../../lib/trpc';
import { TourStatusBadge } from './tour-card';
import { useTourId } from './tour-hooks';
import { countedEvents, FAMILY_LABELS, seasonLabel } from './tour-labels';
import { TourEvents, TourRules } from './tour-sections';
import { TourStandingsTable } from './tour-standings';

// Loaded when someone asks for the snippet.
const { Part: TourEmbedDialog } = lazyPart(() => import('./tour-embed-dialog'));

export default function TourDetailPage() {
  const id = useTourId();
  const query = trpc.tours.get.useQuery({ id });
  return (
    <EntityPage
      query={query}
      back={{ to: '/tours', label: 'Tour xếp hạng' }}
      notFoundTitle="Không tìm thấy tour"
    >
      {(tour) => (
        <Stack gap="8">
          <Stack gap="4">
            <BackLink to="/tours" label="Tour xếp hạng" />
            <TourHeader tour={tour} />
          </Stack>
          <PageSection id="tour-table-heading" title="Bảng xếp hạng">
            <Standings tour={tour} />
          </PageSection>
          <PageSection
            id="tour-events-heading"
            title={`Các giải trong tour (${tour.events.length})`}
          >
            <TourEvents tour={tour} />
          </PageSection>
          <PageSection id="tour-rules-heading" title="Luật tính điểm">
            <TourRules tour={tour} />
          </PageSection>
        </Stack>
      )}
    </EntityPage>
  );
}

function TourHeader({ tour }: { tour: Tour }) {
  const [embedding, setEmbedding] = useState(false);
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        <TourStatusBadge status={tour.status} size="md" />
        <Badge variant="outline" size="md">
          {FAMILY_LABELS[tour.family]}
        </Badge>
        {tour.open ? (
          <Badge variant="outline" colorPalette="purple" size="md">
            Mở cho mọi ban tổ chức
          </Badge>
        ) : null}
      </HStack>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
        {tour.name}
      </Heading>
      <Text color="fg.muted">
        Mùa giải {seasonLabel(tour)} · Ban tổ chức <PlayerLink player={tour.organizer} />
      </Text>
      {tour.description ? <DescriptionView source={tour.description} /> : null}
      <HStack gap="2" flexWrap="wrap">
        <FollowButton kind="tour" targetId={tour.id} name={tour.name} />
        {tour.viewer.manager ? (
          <Button asChild size="sm" colorPalette="emerald" variant="outline">
            <AppLink to={`/tours/${tour.id}/edit`}>
              <Pencil aria-hidden />
              Sửa tour
            </AppLink>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          {/* A new tab: a venue's TV keeps it open all day. */}
          <a href={`/tv/tours/${tour.id}`} target="_blank" rel="noopener">
            <Tv aria-hidden />
            Màn hình TV
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEmbedding(true)}>
          <Code aria-hidden />
          Nhúng vào website
        </Button>
      </HStack>
      {embedding ? (
        <Suspense fallback={null}>
          <TourEmbedDialog tour={tour} onClose={() => setEmbedding(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Rows shown before "the whole table": the events and rules stay within a phone's reach. */
const FIRST_ROWS = 20;

function Standings({ tour }: { tour: Tour }) {
  const standings = trpc.tours.standings.useQuery({ id: tour.id });
  const [whole, setWhole] = useState(false);
  if (standings.isPending) {
    return (
      <Stack gap="2" role="status">
        <Text srOnly>Đang tải bảng xếp hạng…</Text>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h="10" borderRadius="l2" />
        ))}
      </Stack>
    );
  }
  if (standings.data === undefined) {
    return (
      <PageError
        message={callErrorInfo(standings.error).message}
        onRetry={() => void standings.refetch()}
      />
    );
  }
  const { rows, finalEvents } = standings.data;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" data-testid="tour-final-events">
        Đã tính {finalEvents}/{countedEvents(tour)} giải có kết quả chính thức. Chạm vào mũi tên để
        xem điểm từng giải của cơ thủ.
      </Text>
      {rows.length === 0 ? (
        <PageEmpty
          title="Bảng xếp hạng chưa có điểm"
          description="Điểm được cộng khi một giải của tour kết thúc và hết thời gian khiếu nại kết quả."
        />
      ) : (
        <TourStandingsTable
          tour={tour}
          standings={
            whole ? standings.data : { ...standings.data, rows: rows.slice(0, FIRST_ROWS) }
          }
        />
      )}
      {!whole && rows.length > FIRST_ROWS ? (
        <Button variant="outline" alignSelf="center" onClick={() => setWhole(true)}>
          Xem cả bảng ({rows.length} cơ thủ)
        </Button>
      ) : null}
    </Stack>
  );
}
