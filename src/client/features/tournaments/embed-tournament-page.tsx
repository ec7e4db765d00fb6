// A tournament's bracket and standings for a club's own website, in an <iframe> (the server lets
// any site frame /embed/): read-only, live, at the size and tab its address says (embed-params).
import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { MouseEvent } from 'react';
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

/**
 * A link to one of BidaHub's pages (a match, a player) opens it in a new tab: those pages refuse
 * to be framed, and the club's page stays where it was.
 */
function openOutside(event: MouseEvent<HTMLElement>) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || !link.href || link.target === '_blank') return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener');
}

export default function EmbedTournamentPage() {
  const id = useTournamentId();
  const [params, update] = useQueryState();
  const view = readEmbedView(params);
  useForcedColorScheme(view.theme);
  const query = trpc.tournaments.get.useQuery({ id });
  useTournamentLive(id);

  // The scale as a plain style: a style prop per value would add a CSS rule per value.
  return (
    <Box style={{ zoom: view.scale }} px="4" py="3" onClickCapture={openOutside}>
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
          <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
            <Stack gap="1" minW="0">
              <Heading as="h1" size="md" lineHeight="1.3">
                {query.data.name}
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                <TournamentStatusBadge status={query.data.status} />
                <Text fontSize="sm" color="fg.muted">
                  {venueLabel(query.data.store)}
                </Text>
              </HStack>
            </Stack>
            <Link
              href={`${window.location.origin}/tournaments/${id}`}
              target="_blank"
              rel="noopener"
              fontSize="sm"
              color="emerald.fg"
              fontWeight="medium"
              whiteSpace="nowrap"
            >
              Xem trên BidaHub
              <ExternalLink size={14} aria-hidden />
            </Link>
          </HStack>
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
            <Tabs.Content value="bracket" pt="3">
              <BracketSection tournament={query.data} />
            </Tabs.Content>
            <Tabs.Content value="standings" pt="3">
              <StandingsView tournament={query.data} />
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      )}
    </Box>
  );
}
