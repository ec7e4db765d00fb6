// "You're up": while a signed-in player has BidaHub open, a call of their match to a table
// comes as a banner over every page, with a sound and a vibration; "you're next" as a quieter
// one. An organiser gets a dispute the same loud way. Each links to the match. A new event at a
// club the player follows comes quietly and links to the event. The live stream catches up by
// itself after the phone slept.
import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { noticeTitle } from '../../../shared/notices';
import type { Notification } from '../../../shared/schemas/notifications';
import { AppLink } from '../../components/app-link';
import { matchPairing } from '../../lib/labels';
import { reportLiveRefusal } from '../../lib/live-errors';
import { trpc } from '../../lib/trpc';

const SEEN_KEY = 'bidahub:seen-notices';
/** A call older than this is no news: the player has been to the table, or was told on screen. */
const FRESH_MS = 15 * 60_000;

function seenIds(): Set<number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((n) => typeof n === 'number') : []);
  } catch {
    return new Set();
  }
}

function markSeen(id: number): void {
  // The last few are enough: older notices are no longer fresh anyway.
  const ids = [...seenIds(), id].slice(-50);
  localStorage.setItem(SEEN_KEY, JSON.stringify(ids));
}

/**
 * Still true: the match waits at that table ('up', a no-show reminder), is still first in line
 * ('next'), or is still disputed ('dispute').
 */
function stillNews(notice: Notification, now: number): boolean {
  if (now - Date.parse(notice.createdAt) > FRESH_MS) return false;
  const { match } = notice;
  if (notice.teamMatch) return notice.teamMatch.status !== 'finished';
  if (!match) return notice.tournament?.status === 'registration';
  if (notice.kind === 'dispute') return match.status !== 'finished' && !!match.report?.disputed;
  if (match.status !== 'scheduled') return false;
  return notice.kind === 'next'
    ? match.tableLabel === null
    : match.tableLabel === notice.tableLabel;
}

/** What a notice is about: its match, or the new event; a newer notice of it replaces older ones. */
const subjectOf = (notice: Notification): string =>
  notice.match
    ? `match-${notice.match.id}`
    : notice.teamMatch
      ? `team-match-${notice.teamMatch.id}`
      : `tournament-${notice.tournament?.id ?? notice.id}`;

const linkOf = (notice: Notification): string =>
  notice.match
    ? `/matches/${notice.match.id}`
    : notice.teamMatch
      ? `/team-matches/${notice.teamMatch.id}`
      : `/tournaments/${notice.tournament?.id ?? ''}`;

/** What a banner says and how loud it is, by kind. */
function bannerOf(notice: Notification) {
  const pairing = notice.match ? matchPairing(notice.match) : '';
  switch (notice.kind) {
    case 'team_match':
      return {
        loud: false,
        label: 'Trận đồng đội ngày mai',
        body: notice.teamMatch
          ? `${notice.teamMatch.home.name} – ${notice.teamMatch.away.name}${notice.teamMatch.store ? ` · ${notice.teamMatch.store.name}` : ''}`
          : 'Đội bạn có trận ngày mai.',
        action: 'Xem trận',
        palette: 'blue',
      };
    case 'new_event':
      return {
        loud: false,
        label: 'Giải mới',
        body: notice.tournament
          ? `${notice.tournament.name}: đã mở đăng ký.`
          : 'Câu lạc bộ bạn theo dõi có giải mới.',
        action: 'Xem giải',
        palette: 'blue',
      };
    case 'up':
      return {
        loud: true,
        label: 'Đến lượt bạn',
        body: pairing,
        action: 'Xem trận',
        palette: 'emerald',
      };
    case 'next':
      return {
        loud: false,
        label: 'Bạn sắp đến lượt',
        body: `${pairing}: trận được gọi khi bàn tiếp theo trống.`,
        action: 'Xem trận',
        palette: 'emerald',
      };
    case 'dispute':
      return {
        loud: true,
        label: 'Tranh chấp tỉ số',
        body: `${pairing}: hai cơ thủ báo hai tỉ số khác nhau.`,
        action: 'Phân xử',
        palette: 'orange',
      };
    case 'protest':
      return {
        loud: true,
        label: 'Khiếu nại kết quả',
        body: `${pairing}: một cơ thủ khiếu nại kết quả, giải thưởng chờ bạn xử lý.`,
        action: 'Xử lý',
        palette: 'orange',
      };
    case 'no_show_half':
    case 'no_show_end':
      return {
        loud: true,
        label: notice.kind === 'no_show_half' ? 'Bạn chưa có mặt ở bàn' : 'Hết giờ chờ',
        body: `${pairing}: đến bàn và bấm "Tôi đã có mặt", nếu không có thể bị xử thua W.O.`,
        action: 'Xem trận',
        palette: 'orange',
      };
  }
}

/** Two short tones and a buzz: heard and felt in a noisy club. Browsers may refuse both. */
function ring(): void {
  navigator.vibrate?.([250, 120, 250]);
  try {
    const audio = new AudioContext();
    for (const [i, frequency] of [880, 1175].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.value = 0.15;
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + i * 0.22);
      tone.stop(audio.currentTime + i * 0.22 + 0.18);
    }
    window.setTimeout(() => void audio.close(), 1_000);
  } catch {
    // No sound on this device, or not allowed before a first tap: the banner still shows.
  }
}

export default function NoticeHost() {
  const [notices, setNotices] = useState<Notification[]>([]);
  trpc.notifications.onNew.useSubscription(undefined, {
    onError: reportLiveRefusal,
    onData: ({ data }) => {
      // Per match, only its newest notice counts: an earlier call of a match sent back to the
      // queue and called again is not news, even if it names the same table.
      const newest = new Map<string, Notification>();
      for (const notice of data) {
        const subject = subjectOf(notice);
        if ((newest.get(subject)?.id ?? 0) < notice.id) newest.set(subject, notice);
      }
      const seen = seenIds();
      const news = [...newest.values()].filter((n) => !seen.has(n.id) && stillNews(n, Date.now()));
      if (news.length === 0) return;
      // A match's newer notice replaces its older one ("next", then "up" at Bàn 3).
      setNotices((shown) => [
        ...shown.filter((n) => !news.some((fresh) => subjectOf(fresh) === subjectOf(n))),
        ...news,
      ]);
      if (news.some((n) => bannerOf(n).loud)) ring();
    },
  });
  const dismiss = (id: number) => {
    markSeen(id);
    setNotices((shown) => shown.filter((n) => n.id !== id));
  };
  const notice = notices.at(-1);
  if (!notice) return null;
  return <NoticeBanner notice={notice} onDismiss={() => dismiss(notice.id)} />;
}

function NoticeBanner({ notice, onDismiss }: { notice: Notification; onDismiss: () => void }) {
  const banner = bannerOf(notice);
  const loud = banner.loud;
  return (
    <Box
      role={loud ? 'alert' : 'status'}
      aria-label={banner.label}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="toast"
      p="3"
      pb="calc(env(safe-area-inset-bottom) + 12px)"
      bg={loud ? `${banner.palette}.solid` : 'bg.panel'}
      color={loud ? `${banner.palette}.contrast` : 'fg'}
      borderTopWidth={loud ? undefined : '1px'}
      boxShadow="lg"
      data-testid="notice-banner"
    >
      <HStack maxW="3xl" mx="auto" gap="3" align="center">
        <BellRing aria-hidden />
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="bold" fontSize={loud ? 'lg' : 'md'}>
            {noticeTitle(notice.kind, notice.tableLabel)}
          </Text>
          <Text fontSize="sm" lineClamp={2}>
            {banner.body}
          </Text>
        </Stack>
        <Button
          asChild
          size="sm"
          variant={loud ? 'surface' : 'solid'}
          colorPalette={banner.palette}
          onClick={onDismiss}
        >
          <AppLink to={linkOf(notice)}>{banner.action}</AppLink>
        </Button>
        <CloseButton
          size="sm"
          aria-label="Đã rõ"
          onClick={onDismiss}
          color={loud ? `${banner.palette}.contrast` : undefined}
        />
      </HStack>
    </Box>
  );
}
