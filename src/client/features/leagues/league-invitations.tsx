// A signed-in player's invitations to league teams, to accept or decline where they will see them.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import type { Invitation } from '../../../shared/schemas/leagues';
import { AppLink } from '../../components/app-link';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

export function LeagueInvitations() {
  const invitations = trpc.leagues.invitations.useQuery(undefined, { staleTime: 10_000 });
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="league-invitations-heading" gap="3">
      <Heading as="h2" id="league-invitations-heading" size="md">
        <HStack gap="2" as="span">
          <Mail size={18} aria-hidden />
          Lời mời vào đội ({list.length})
        </HStack>
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {list.map((invitation) => (
          <li key={invitation.team.id}>
            <InvitationCard invitation={invitation} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** One invitation: the team, its league and captain, and the two answers. */
function InvitationCard({ invitation }: { invitation: Invitation }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Stack gap="0.5">
          <Text fontWeight="semibold">
            <AppLink to={`/league-teams/${invitation.team.id}`}>{invitation.team.name}</AppLink>
            {invitation.substitute ? ' (dự bị)' : ''}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {invitation.league.name} · Đội trưởng {invitation.captain.fullName}
          </Text>
        </Stack>
        <InvitationAnswer teamId={invitation.team.id} />
      </Card.Body>
    </Card.Root>
  );
}

/**
 * An invited player's two answers to team `teamId`, in the list of invitations and on the team's
 * own page: the team, the invitations and the league's teams are read again after either.
 */
export function InvitationAnswer({ teamId }: { teamId: number }) {
  const utils = trpc.useUtils();
  const answer = trpc.leagues.answer.useMutation({
    onSuccess: (team, { accept }) => {
      utils.leagues.team.setData({ id: team.id }, team);
      void utils.leagues.invitations.invalidate();
      void utils.leagues.get.invalidate({ id: team.league.id });
      notify.success(accept ? `Đã vào đội ${team.name}.` : 'Đã từ chối lời mời.');
    },
  });
  const reply = (accept: boolean) => answer.mutate({ id: teamId, accept });
  return (
    <HStack gap="2">
      <Button
        flex="1"
        minH="11"
        colorPalette="emerald"
        loading={answer.isPending && answer.variables.accept}
        disabled={answer.isPending}
        onClick={() => reply(true)}
      >
        Nhận lời
      </Button>
      <Button
        flex="1"
        minH="11"
        variant="outline"
        loading={answer.isPending && !answer.variables.accept}
        disabled={answer.isPending}
        onClick={() => reply(false)}
      >
        Từ chối
      </Button>
    </HStack>
  );
}
