import { isCaromGame, ranksByTable, ROUND_KEYS } from '../../../shared/domain';
import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DataList } from '../../components/styled-parts/data-list';
import { FileText } from 'lucide-react';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { PlayerLabel } from '../../components/player-label';
import { PageEmpty } from '../../components/page-states';
import { CAROM_SETS_LABELS, raceLabel, ROUND_LABELS } from '../../lib/labels';
import { levelGameRule, TIEBREAK_LABELS } from './tiebreak-labels';
import { DescriptionView } from '../../components/description-view';
import { PrizeList } from './prize-list';
import { TournamentFrame } from './tournament-frame';

export default function TournamentDescPage() {
  return (
    <TournamentFrame section="desc">
      {(tournament) => (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <Stack gridColumn={{ lg: 'span 2' }} gap="4" minW="0">
            <Heading as="h2" size="lg">
              Giới thiệu
            </Heading>
            {tournament.description.trim() ? (
              <Card.Root>
                <Card.Body>
                  <DescriptionView source={tournament.description} />
                </Card.Body>
              </Card.Root>
            ) : (
              <PageEmpty
                icon={<FileText />}
                title="Ban tổ chức chưa viết giới thiệu cho giải này"
              />
            )}
          </Stack>
          <Stack gap="6">
            <PrizeList tournament={tournament} />
            <RaceTo tournament={tournament} />
            <Managers tournament={tournament} />
          </Stack>
        </SimpleGrid>
      )}
    </TournamentFrame>
  );
}

function RaceTo({ tournament }: { tournament: Tournament }) {
  return (
    <Stack as="section" aria-labelledby="race-heading" gap="3">
      <Heading as="h2" id="race-heading" size="md">
        {isCaromGame(tournament.game) ? 'Điểm đích' : 'Số ván chạm'}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {ROUND_KEYS.map((key) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{ROUND_LABELS[key]}</DataList.ItemLabel>
            <DataList.ItemValue>
              {raceLabel(tournament.raceTo[key], tournament.game, tournament.caromSets)}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
        {tournament.format === 'single_elimination' ? (
          <DataList.Item>
            <DataList.ItemLabel>Tranh hạng ba</DataList.ItemLabel>
            <DataList.ItemValue>{tournament.thirdPlaceMatch ? 'Có' : 'Không'}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {tournament.format === 'groups_knockout' ? (
          <DataList.Item>
            <DataList.ItemLabel>Vòng bảng</DataList.ItemLabel>
            <DataList.ItemValue>
              {tournament.groupCount} bảng, mỗi bảng lấy {tournament.advancePerGroup} người
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {tournament.format === 'swiss' ? (
          <DataList.Item>
            <DataList.ItemLabel>Hệ Thụy Sĩ</DataList.ItemLabel>
            <DataList.ItemValue>
              {tournament.swissRounds} vòng, không gặp lại đối thủ cũ
              {tournament.swissCut
                ? `; ${tournament.swissCut} người đầu bảng vào vòng loại trực tiếp`
                : ''}
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {isCaromGame(tournament.game) ? (
          <>
            <DataList.Item>
              <DataList.ItemLabel>Số séc</DataList.ItemLabel>
              <DataList.ItemValue>
                {CAROM_SETS_LABELS[tournament.caromSets] ?? 'Một ván'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                {tournament.caromSets > 1 ? 'Giới hạn lượt cơ mỗi séc' : 'Giới hạn lượt cơ'}
              </DataList.ItemLabel>
              <DataList.ItemValue>
                {tournament.inningsLimit === null
                  ? 'Không giới hạn'
                  : `${tournament.inningsLimit} lượt`}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Bấm giờ</DataList.ItemLabel>
              <DataList.ItemValue>
                {tournament.shotClock
                  ? `${tournament.shotClock.seconds} giây mỗi cơ, ${tournament.shotClock.extensions} lần gia hạn mỗi cơ thủ`
                  : 'Không bấm giờ'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Khi hòa</DataList.ItemLabel>
              <DataList.ItemValue>{levelGameRule(tournament)}</DataList.ItemValue>
            </DataList.Item>
          </>
        ) : null}
        {ranksByTable(tournament.format) ? (
          <DataList.Item>
            <DataList.ItemLabel>Xếp hạng theo</DataList.ItemLabel>
            <DataList.ItemValue>
              {[...tournament.tiebreaks, 'seed' as const]
                .map((criterion) => TIEBREAK_LABELS[criterion])
                .join(' → ')}
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      {tournament.handicap ? (
        <Text fontSize="sm" color="fg.muted">
          {isCaromGame(tournament.game)
            ? 'Giải có chấp: điểm đích của cơ thủ hạng thấp hơn được tính theo tỉ lệ của hạng.'
            : 'Giải có chấp: số ván chạm của mỗi cơ thủ được tính lại theo hạng của hai người.'}
        </Text>
      ) : null}
    </Stack>
  );
}

function Managers({ tournament }: { tournament: Tournament }) {
  return (
    <Stack as="section" aria-labelledby="managers-heading" gap="3">
      <Heading as="h2" id="managers-heading" size="md">
        Ban tổ chức
      </Heading>
      <Stack gap="3">
        {tournament.managers.map((manager) => (
          <PlayerLabel key={manager.id} player={manager} />
        ))}
      </Stack>
    </Stack>
  );
}
