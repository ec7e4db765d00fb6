import {
  Box,
  Button,
  Heading,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Calculator, MapPin, Trophy, Users } from 'lucide-react';
import { Suspense } from 'react';
import { routeById, type RouteId } from '../../../shared/routes';
import { AppLink } from '../../components/app-link';
import { useAuth } from '../../lib/auth';
import { routeLabel } from '../../lib/i18n';
import { useLocale } from '../../lib/use-locale';
import { trpc } from '../../lib/trpc';
import { FollowingPending } from './home-section';
import { LiveMatches } from './live-matches';
import { HomeStores } from './home-stores';
import { HomeTournaments } from './home-tournaments';
import { TopPlayers } from './top-players';
import { lazyPart } from '../../lib/lazy-part';

// Carom's best averages: apart, so that the home page's first load does not grow.
const { Part: HomeCarom } = lazyPart(() => import('./home-carom'));
// What a signed-in player follows: apart too, since visitors never see it.
const { Part: HomeFollowing } = lazyPart(() => import('./home-following'));

const SHORTCUTS: { id: RouteId; icon: typeof Trophy }[] = [
  { id: 'tournaments', icon: Trophy },
  { id: 'players', icon: Users },
  { id: 'playing', icon: Calculator },
  { id: 'stores', icon: MapPin },
];

export default function HomePage() {
  const locale = useLocale();
  const { user } = useAuth();
  // Asked with the page's other reads, while the section's code is on its way.
  trpc.follows.feed.useQuery(undefined, { enabled: Boolean(user) });
  return (
    <Stack gap={{ base: '10', md: '12' }}>
      <Box
        borderRadius="l3"
        px={{ base: '5', md: '10' }}
        py={{ base: '8', md: '14' }}
        bgGradient="to-br"
        gradientFrom="emerald.700"
        gradientTo="emerald.900"
        color="white"
      >
        <Stack gap="4" maxW="2xl">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15">
            BidaHub – cộng đồng bida Việt Nam
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            Tìm và tham gia giải đấu, theo dõi trận đấu trực tiếp, tra cứu cơ thủ, bảng hạng và luật
            chấp.
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild bg="white" color="emerald.800" _hover={{ bg: 'emerald.50' }}>
              <AppLink to="/tournaments" preload="visible">
                {routeLabel(locale, 'tournaments', 'Xem giải đấu')}
              </AppLink>
            </Button>
            {user === null ? (
              <Button
                asChild
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <AppLink to="/login">Đăng nhập</AppLink>
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Box>

      {user ? (
        <Suspense fallback={<FollowingPending />}>
          <HomeFollowing />
        </Suspense>
      ) : null}
      {/* Each section loads on its own; their queries leave in one batched request. */}
      <LiveMatches />
      <HomeTournaments
        status="ongoing"
        title="Giải đấu đang diễn ra"
        empty="Hiện chưa có giải đấu nào đang diễn ra."
      />
      <HomeTournaments
        status="registration"
        title="Giải đấu đang mở đăng ký"
        empty="Chưa có giải đấu nào mở đăng ký. Hãy quay lại sau nhé!"
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', md: '12', lg: '8' }}>
        <TopPlayers />
        <HomeStores />
        <Suspense fallback={null}>
          <HomeCarom />
        </Suspense>
      </SimpleGrid>

      <Stack as="section" aria-labelledby="explore-heading" gap="4">
        <Heading as="h2" id="explore-heading" size="lg">
          Khám phá
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {SHORTCUTS.map(({ id, icon }) => {
            const route = routeById(id);
            return (
              <LinkBox
                key={id}
                as="article"
                borderWidth="1px"
                borderRadius="l3"
                p="5"
                bg="bg.panel"
                _hover={{ borderColor: 'emerald.border', boxShadow: 'sm' }}
                transition="border-color 0.15s, box-shadow 0.15s"
              >
                <Icon as={icon} boxSize="6" color="emerald.fg" mb="3" aria-hidden />
                <Heading as="h3" size="md" mb="1">
                  <LinkOverlay asChild>
                    <AppLink to={route.path} preload="visible">
                      {routeLabel(locale, id, route.title)}
                    </AppLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {route.description}
                </Text>
              </LinkBox>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
