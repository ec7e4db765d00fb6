// A signed-in player makes a team in a league still taking teams, and captains it.
import { Button, Card, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { League } from '../../../shared/schemas/leagues';
import { ChoiceField } from '../../components/choice-field';
import { FormField } from '../../components/form-field';
import { errorsOf, serverFormErrors, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

export function TeamCreateForm({ league, onCancel }: { league: League; onCancel: () => void }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const stores = trpc.stores.list.useQuery(undefined, { staleTime: 60_000 });
  const [name, setName] = useState('');
  const [divisionId, setDivisionId] = useState(league.divisions[0]?.id ?? 0);
  const [homeStoreId, setHomeStoreId] = useState(league.venues[0]?.id ?? 0);
  const [errors, setErrors] = useState<FormErrors>({});
  const create = trpc.leagues.createTeam.useMutation({
    onSuccess: (team) => {
      utils.leagues.team.setData({ id: team.id }, team);
      void utils.leagues.get.invalidate({ id: league.id });
      notify.success(`Đã lập đội ${team.name}. Mời cơ thủ vào đội.`);
      navigate(`/league-teams/${team.id}`);
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });
  // The league's venues first, then every club.
  const venues = league.venues.length > 0 ? league.venues : (stores.data ?? []);
  const submit = () => {
    if (name.trim().length < 2) {
      setErrors({ name: ['Tên đội tối thiểu 2 ký tự'] });
      return;
    }
    setErrors({});
    create.mutate({
      id: league.id,
      name: name.trim(),
      divisionId,
      homeStoreId: homeStoreId > 0 ? homeStoreId : null,
    });
  };
  return (
    <Card.Root>
      <Card.Body>
        <Stack
          as="form"
          gap="4"
          aria-label="Lập đội"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label="Tên đội" errors={errorsOf(errors, 'name')} required>
            <Input value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
          </FormField>
          {league.divisions.length > 1 ? (
            <ChoiceField
              label="Bảng"
              errors={errorsOf(errors, 'divisionId')}
              options={league.divisions.map((d) => ({ value: d.id, label: d.name }))}
              value={divisionId}
              onChange={setDivisionId}
            />
          ) : null}
          <ChoiceField
            label="Câu lạc bộ nhà"
            errors={errorsOf(errors, 'homeStoreId')}
            options={[
              { value: 0, label: 'Chưa chọn' },
              ...venues.map((store) => ({ value: store.id, label: store.name })),
            ]}
            value={homeStoreId}
            onChange={setHomeStoreId}
          />
          <HStack gap="2">
            <Button
              type="submit"
              colorPalette="emerald"
              flex="1"
              minH="11"
              loading={create.isPending}
            >
              Lập đội
            </Button>
            <Button variant="outline" flex="1" minH="11" onClick={onCancel}>
              Huỷ
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
