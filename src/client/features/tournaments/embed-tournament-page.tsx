// A tournament's bracket and standings for a club's own website, in an <iframe> (the server lets
// any site frame /embed/): read-only, live, at the size and tab its address says (embed-params).
import { Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { EmbedFrame, EmbedHeader } from '../../components/embed-frame';
import { PageLoading } from '../../components/page-loading';
import { EntityError } from '../../components/page-states';
import { Tabs } from '../../components/styled-parts/tabs';
import { TournamentStatusBadge } from '../../components/tournament-card';
import { useForcedColorScheme } from '../../lib/forced-color-mode';
import { venueLabel } from '../../lib/labels';
import { trpc } from '../../lib/trpc';
import { useQueryState } from '../../lib/url-params';
import { BracketSection } from './bracket/bracket-section';
import { EMBED_TAB_LABELS, EMBED_TABS, readEmbedView } from './embed-params';
import { StandingsView } from './standings-view';
import { useTournamentId, useTournamentLive } from './tournament-hooks';

export default function EmbedTournamentPage() {
  const id = useTournamentId();
  const [params, update] = useQueryState();
  const view = readEmbedView(params);
  useForcedColorScheme(view.theme);
  const query = trpc.tournaments.get.useQuery({ id });
  useTournamentLive(id);

  return (
    <EmbedFrame scale={view.scale} px="4">
      {query.isPending ? (
        <PageLoading label="Đang tải giải đấu" />
      ) : query.data === undefined ? (
        <EntityError
          error={query.error}
          notFoundTitle="Không tìm thấy giải đấu"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="3">
          <EmbedHeader
            title={query.data.name}
            path={`/tournaments/${id}`}
            facts={
              <>
                <TournamentStatusBadge status={query.data.status} />
                <Text fontSize="sm" color="fg.muted">
                  {venueLabel(query.data.store)}
                </Text>
              </>
            }
          />
          <Tabs.Root
            value={view.tab}
            onValueChange={(details) =>
              update(
                { tab: details.value === 'bracket' ? undefined : details.value },
                { replace: true },
              )
            }
            colorPalette="emerald"
            size="sm"
            lazyMount
            unmountOnExit
          >
            <Tabs.List>
              {EMBED_TABS.map((tab) => (
                <Tabs.Trigger key={tab} value={tab}>
                  {EMBED_TAB_LABELS[tab]}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* Each tab's heading is its tab's name, for the bracket's and the table's own
                headings to sit under, as on the event's page. */}
            <Tabs.Content value="bracket" pt="3">
              <VisuallyHidden asChild>
                <h2>{EMBED_TAB_LABELS.bracket}</h2>
              </VisuallyHidden>
              <BracketSection tournament={query.data} />
            </Tabs.Content>
            <Tabs.Content value="standings" pt="3">
              <VisuallyHidden asChild>
                <h2>{EMBED_TAB_LABELS.standings}</h2>
              </VisuallyHidden>
              <StandingsView tournament={query.data} />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      )}
    </EmbedFrame>
  );
}
