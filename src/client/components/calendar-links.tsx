// "Thêm vào lịch": links to the server's calendars (src/server/calendar.ts), plain anchors outside
// the app's router, since a calendar file is the server's, not a page.
import { HStack, Icon, Link } from '@chakra-ui/react';
import { CalendarPlus, Download } from 'lucide-react';
import type { ReactNode } from 'react';

/** A small link with its icon, a thumb's height tall. */
function IconLink({
  href,
  icon,
  muted = false,
  children,
}: {
  href: string;
  icon: typeof CalendarPlus;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      fontSize="sm"
      color={muted ? 'fg.muted' : 'emerald.fg'}
      display="inline-flex"
      alignItems="center"
      gap="1"
      minH="8"
    >
      <Icon as={icon} boxSize="4" aria-hidden />
      {children}
    </Link>
  );
}

/** A tournament's day and its timed matches, added to the phone's calendar. */
export function TournamentCalendarLink({ tournamentId }: { tournamentId: number }) {
  return (
    <IconLink href={`/calendar/tournaments/${tournamentId}.ics`} icon={CalendarPlus}>
      Thêm vào lịch
    </IconLink>
  );
}

/**
 * A player's feed: subscribed to (webcal, which iPhones and desktop calendars open as a
 * subscription that keeps itself current) or downloaded once (for calendars without webcal).
 */
export function PlayerCalendarLinks({ playerId }: { playerId: number }) {
  const path = `/calendar/players/${playerId}.ics`;
  return (
    <HStack gap="4" flexWrap="wrap">
      <IconLink href={`webcal://${window.location.host}${path}`} icon={CalendarPlus}>
        Theo dõi lịch thi đấu
      </IconLink>
      <IconLink href={path} icon={Download} muted>
        Tải tệp lịch (.ics)
      </IconLink>
    </HStack>
  );
}
