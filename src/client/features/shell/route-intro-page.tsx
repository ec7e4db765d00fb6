import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { APP_ROUTES, type AppRoute } from '../../../shared/routes';
import { useCurrentRoute } from '../../lib/current-route';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { routeLabel } from '../../lib/i18n';
import { useLocale } from '../../lib/use-locale';

/** The closest listed page above this one (`/tournaments/12/desc` → `/tournaments`), else home. */
function parentOf(route: AppRoute): AppRoute | undefined {
  const routes = APP_ROUTES;
  const first = route.path.split('/')[1];
  const parent = routes.find((r) => r.path === `/${first}` && r !== route);
  return parent ?? routes.find((r) => r.path === '/');
}

/**
 * A page whose content a later release brings: its real heading in the layout and what it is
 * for, nothing invented.
 */
export default function RouteIntroPage() {
  const route = useCurrentRoute();
  const locale = useLocale();
  if (!route) return null;
  const parent = parentOf(route);
  return (
    <Stack gap="2">
      <PageHeader title={routeLabel(locale, route.id, route.title)} />
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p={{ base: '5', md: '8' }}>
        <Stack gap="4" align="flex-start">
          <Text fontSize="lg">{route.description}</Text>
          {parent ? (
            <Link asChild colorPalette="emerald" color="colorPalette.fg" fontWeight="medium">
              <AppLink to={parent.path}>
                <ArrowLeft size={16} aria-hidden />
                {routeLabel(
                  locale,
                  parent.id,
                  parent.id === 'home' ? 'Về trang chủ' : parent.title,
                )}
              </AppLink>
            </Link>
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}
