import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { Match } from '../../../shared/schemas/matches';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { MatchEndingFields, useMatchEnding } from '../../components/match-endings';

/**
 * A manager ends the match unplayed: a walkover, a retirement or a disqualification, with a
 * confirmation that says what follows in the bracket.
 */
export default function AwardForm({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const ending = useMatchEnding(match);
  const award = trpc.matches.award.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      notify.success('Đã xử kết quả trận đấu.');
    },
    onError: (error) => notify.error(callErrorInfo(error).message),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const accepted = await confirm({
      header: 'Xử kết quả trận đấu',
      icon: 'warning',
      message: ending.consequence,
      acceptLabel: ending.chosen === 'double_walkover' ? 'Xử W.O. cả hai' : 'Xử thắng',
      rejectLabel: 'Không',
    });
    if (accepted) award.mutate(ending.input);
  };

  return (
    <Card.Root as="section" aria-labelledby="award-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="award-heading" size="md">
            Không đấu hết trận
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Khi một cơ thủ vắng mặt, không thể đấu tiếp hoặc vi phạm, ban tổ chức xử thắng cho người
            kia; khi cả hai vắng mặt, xử W.O. cả hai. Kết quả ghi rõ cách kết thúc.
          </Text>
        </Stack>
        <Stack asChild gap="4">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <MatchEndingFields ending={ending} />
            <Button
              type="submit"
              variant="outline"
              colorPalette="orange"
              alignSelf="flex-start"
              minH="11"
              loading={award.isPending}
            >
              {ending.submitLabel}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
