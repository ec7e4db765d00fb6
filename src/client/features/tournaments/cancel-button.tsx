import { Button } from '@chakra-ui/react';
import { Ban } from 'lucide-react';
import { isCancellable } from '../../../shared/domain';
import type { Tournament } from '../../../shared/schemas/tournaments';
import type { useTournamentAdmin } from './tournament-hooks';

/** "Huỷ giải", where the tournament may still be cancelled: the panel and the edit page offer it. */
export function CancelTournamentButton({
  tournament,
  admin,
}: {
  tournament: Tournament;
  admin: ReturnType<typeof useTournamentAdmin>;
}) {
  if (!isCancellable(tournament.status)) return null;
  return (
    <Button
      variant="outline"
      colorPalette="red"
      loading={admin.cancelling}
      onClick={() => void admin.askCancel()}
    >
      <Ban aria-hidden />
      Huỷ giải
    </Button>
  );
}
