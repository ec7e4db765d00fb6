import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { correctResultInput, type Match } from '../../../shared/schemas/matches';
import { confirm } from '../../lib/confirm-store';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { storeChangedMatch } from '../../lib/match-cache';
import { trpc } from '../../lib/trpc';
import { ScoreFields, useScoreDraft } from './score-fields';

/** Fixes a finished match's result; a new winner sends the later matches back to be played. */
export default function CorrectionForm({ match }: { match: Match }) {
  const utils = trpc.useUtils();
  const draft = useScoreDraft(match);
  const [errors, setErrors] = useState<FormErrors>({});
  const correct = trpc.matches.correct.useMutation({
    onSuccess: (saved) => {
      storeChangedMatch(utils, saved);
      notify.success('Đã sửa kết quả trận đấu.');
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });
  const name1 = match.player1?.fullName ?? 'Cơ thủ 1';
  const name2 = match.player2?.fullName ?? 'Cơ thủ 2';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(correctResultInput, { id: match.id, ...draft.values() });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const accepted = await confirm({
      header: 'Sửa kết quả',
      icon: 'warning',
      message: `Đổi kết quả thành ${name1} ${checked.data.score1} – ${checked.data.score2} ${name2}? Sơ đồ thi đấu sẽ cập nhật theo; nếu người thắng đổi, các trận sau đã đấu sẽ bị huỷ để đấu lại.`,
      acceptLabel: 'Sửa kết quả',
      rejectLabel: 'Không',
    });
    if (accepted) correct.mutate(checked.data);
  };

  return (
    <Card.Root as="section" aria-labelledby="correction-heading">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" id="correction-heading" size="md">
            Sửa kết quả
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Cơ thủ thắng phải chạm đúng số ván của mình. Nếu người thắng đổi, các trận sau đã đấu
            theo kết quả cũ sẽ bị huỷ để đấu lại; mọi thay đổi được ghi vào lịch sử và hoàn tác
            được.
          </Text>
        </Stack>
        <Stack asChild gap="4">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <ScoreFields match={match} draft={draft} errors={errors} />
            <Button
              type="submit"
              variant="outline"
              colorPalette="orange"
              alignSelf="flex-start"
              loading={correct.isPending}
            >
              Lưu kết quả mới
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
