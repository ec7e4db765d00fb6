// A tournament's prizes as players read them before they join: each place's reward and coins,
// where the coins come from, and, once it finished, who was paid what and when (and what a
// correction after payment took back).
import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { prizeTotal } from '../../../shared/domain';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PlayerLabel } from '../../components/player-label';
import { List } from '../../components/styled-parts/list';
import { formatCoins, formatDateTime } from '../../lib/format';

const placeName = (place: number) =>
  place === 1 ? 'Vô địch' : place === 2 ? 'Á quân' : `Hạng ${place}`;

/** Where the coins come from, said before anyone joins, and what happens to them. */
function sourceLine(tournament: Tournament, total: number): string {
  const before = tournament.status === 'draft' || tournament.status === 'registration';
  if (tournament.prizeSource === 'pot') {
    return (
      `Tổng ${formatCoins(total)} thưởng trích từ lệ phí của cơ thủ` +
      (before ? '; giải chỉ bắt đầu khi lệ phí thu được đủ trả thưởng.' : '.')
    );
  }
  const rule = before
    ? ', giữ lại khi giải bắt đầu và trả vào ví người thắng khi kết quả chung cuộc chính thức.'
    : '.';
  const held = tournament.prizeHeld > 0 ? ` Đang giữ ${formatCoins(tournament.prizeHeld)}.` : '';
  return `Tổng ${formatCoins(total)} thưởng từ ví ban tổ chức${rule}${held}`;
}

export function PrizeList({ tournament }: { tournament: Tournament }) {
  const prizes = [...tournament.prizes].sort((a, b) => a.place - b.place);
  const total = prizeTotal(prizes);
  return (
    <Stack as="section" aria-labelledby="prizes-heading" gap="3">
      <Heading as="h2" id="prizes-heading" size="md">
        Giải thưởng
      </Heading>
      {prizes.length === 0 ? (
        <Text color="fg.muted">Chưa công bố giải thưởng.</Text>
      ) : (
        <List.Root listStyle="none" gap="2">
          {prizes.map((prize) => (
            <List.Item key={prize.place}>
              <HStack align="flex-start" gap="3">
                <Text fontWeight="bold" color="emerald.fg" minW="14" flexShrink={0}>
                  {placeName(prize.place)}
                </Text>
                <Text flex="1" minW="0">
                  {prize.label}
                </Text>
                {prize.coins > 0 ? (
                  <Badge colorPalette="yellow" flexShrink={0}>
                    {formatCoins(prize.coins)}
                  </Badge>
                ) : null}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {total > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {sourceLine(tournament, total)}
          {tournament.protestMinutes > 0 && tournament.status !== 'finished'
            ? ` Mỗi kết quả được khiếu nại trong ${tournament.protestMinutes} phút; thưởng trả khi hết hạn khiếu nại và mọi khiếu nại đã xử lý.`
            : ''}
        </Text>
      ) : null}
      {total > 0 && tournament.status === 'finished' && tournament.resultsFinalAt === null ? (
        <Text fontSize="sm" role="status">
          Giải thưởng được trao vào ví khi hết thời gian khiếu nại ({tournament.protestMinutes} phút
          sau kết quả cuối) và mọi khiếu nại đã được xử lý.
        </Text>
      ) : null}
      {tournament.prizePayments.length > 0 ? (
        <Stack as="section" aria-labelledby="prizes-paid-heading" gap="3">
          <Heading as="h3" id="prizes-paid-heading" size="sm">
            Đã trao thưởng
          </Heading>
          <List.Root listStyle="none" gap="3">
            {tournament.prizePayments.map((payment) => (
              <List.Item key={payment.id}>
                <Stack gap="1">
                  <PlayerLabel player={payment.player} />
                  <Text
                    fontSize="sm"
                    color="fg.muted"
                    textDecoration={payment.reversedAt ? 'line-through' : undefined}
                  >
                    {placeName(payment.place)} · {formatCoins(payment.coins)} vào ví ·{' '}
                    {formatDateTime(payment.paidAt)}
                  </Text>
                  {payment.reversedAt ? (
                    <Text fontSize="sm" color="red.fg">
                      Đã thu hồi {formatDateTime(payment.reversedAt)}: kết quả được sửa sau khi trao
                      thưởng.
                    </Text>
                  ) : null}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
