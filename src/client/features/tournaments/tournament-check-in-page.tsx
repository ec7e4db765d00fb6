// Check-in at the venue. The organiser sees the board (check-in-board.tsx); a registered player
// who scanned the venue's QR code lands here with `?code=` and is checked in at once, or types
// the six digits shown under it.
import { Button, Card, Input, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, ScanLine, UserX } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkInInput } from '../../../shared/schemas/check-in';
import type { Tournament } from '../../../shared/schemas/tournaments';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { PageEmpty } from '../../components/page-states';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { CheckInBoard } from './check-in-board';
import { TournamentFrame } from './tournament-frame';
import { useApplyTournament } from './tournament-hooks';

export default function TournamentCheckInPage() {
  return (
    <TournamentFrame section="checkIn">
      {(tournament) => <CheckIn tournament={tournament} />}
    </TournamentFrame>
  );
}

function CheckIn({ tournament }: { tournament: Tournament }) {
  const back = (
    <Button asChild variant="outline">
      <AppLink to={`/tournaments/${tournament.id}`}>Về trang giải</AppLink>
    </Button>
  );
  if (tournament.status !== 'registration') {
    return (
      <PageEmpty
        icon={<ScanLine />}
        title="Điểm danh đã kết thúc"
        description="Giải đấu không còn ở giai đoạn đăng ký."
        action={back}
      />
    );
  }
  if (tournament.viewer.manager) return <CheckInBoard tournament={tournament} />;
  if (tournament.checkInOpenedAt === null) {
    return (
      <PageEmpty
        icon={<ScanLine />}
        title="Chưa mở điểm danh"
        description="Khi đến câu lạc bộ, quét mã QR ở bàn ban tổ chức để điểm danh."
        action={back}
      />
    );
  }
  if (!tournament.viewer.joined) {
    return (
      <PageEmpty
        icon={<UserX />}
        title="Bạn không có tên trong giải này"
        description="Chỉ cơ thủ đã đăng ký mới cần điểm danh."
        action={back}
      />
    );
  }
  if (tournament.viewer.checkedIn) {
    return (
      <PageEmpty
        icon={<CircleCheck />}
        title="Bạn đã điểm danh"
        description="Hãy ở gần khu vực thi đấu: ban tổ chức sẽ gọi khi đến trận của bạn."
        action={back}
      />
    );
  }
  return <CodeForm tournament={tournament} />;
}

function CodeForm({ tournament }: { tournament: Tournament }) {
  const apply = useApplyTournament();
  const navigate = useNavigate();
  const scanned = useSearchParams()[0].get('code') ?? '';
  const [code, setCode] = useState(scanned);
  const [errors, setErrors] = useState<FormErrors>({});
  const checkIn = trpc.tournaments.checkIn.useMutation({
    onSuccess: (saved) => {
      apply(saved);
      notify.success('Đã điểm danh. Chúc bạn thi đấu tốt!');
      // The code has done its work: a reload should not send it again.
      navigate(`/tournaments/${saved.id}/check-in`, { replace: true });
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });

  const send = (value: string) => {
    const checked = validateForm(checkInInput, { id: tournament.id, code: value });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) checkIn.mutate(checked.data);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(code);
  };

  // Scanned at the venue: check in at once, once.
  const sent = useRef(false);
  useEffect(() => {
    if (scanned && !sent.current) {
      sent.current = true;
      send(scanned);
    }
  });

  return (
    <Card.Root as="section" aria-labelledby="check-in-heading" maxW="md">
      <Card.Body gap="4">
        <Text as="h2" id="check-in-heading" fontSize="lg" fontWeight="semibold">
          Điểm danh tại câu lạc bộ
        </Text>
        <Text color="fg.muted">
          Quét mã QR ở bàn ban tổ chức bằng camera điện thoại, hoặc nhập 6 chữ số hiện dưới mã.
        </Text>
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate>
            <FormField label="Mã điểm danh" errors={errors.code} required>
              <Input
                name="code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                size="lg"
                letterSpacing="0.2em"
              />
            </FormField>
            <Button type="submit" colorPalette="emerald" size="lg" loading={checkIn.isPending}>
              <ScanLine aria-hidden />
              Điểm danh
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
