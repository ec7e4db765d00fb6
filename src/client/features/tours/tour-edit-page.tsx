// /tours/:id/edit: the tour's organiser changes its season, tiers or rules; the table is reckoned
// again from the events' results on the next read.
import { Link, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { updateTourFields, type Tour } from '../../../shared/schemas/tours';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { EntityError } from '../../components/page-states';
import { Alert } from '../../components/styled-parts/alert';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { TourStatusBadge } from './tour-card';
import { TourForm } from './tour-form';
import {
  changedTourFields,
  issueErrors,
  tourBody,
  tourFormValues,
  type TourFormValues,
} from './tour-form-values';
import { useTourId } from './tour-hooks';

export default function TourEditPage() {
  const id = useTourId();
  const query = trpc.tours.get.useQuery({ id });
  return (
    <Stack gap="2" maxW="3xl">
      <PageHeader
        title="Chỉnh sửa tour xếp hạng"
        description={
          query.data ? (
            <Link asChild colorPalette="emerald" color="colorPalette.fg">
              <AppLink to={`/tours/${id}`}>{query.data.name}</AppLink>
            </Link>
          ) : (
            'Cập nhật thời gian, các hạng giải và luật tính điểm của mùa tour.'
          )
        }
        actions={query.data ? <TourStatusBadge status={query.data.status} size="lg" /> : null}
      />
      {query.isPending ? (
        <PageLoading />
      ) : query.data === undefined ? (
        <EntityError
          error={query.error}
          notFoundTitle="Không tìm thấy tour"
          onRetry={() => void query.refetch()}
        />
      ) : (
        // Restarts from the saved values when another tour is opened.
        <EditForm key={query.data.id} tour={query.data} />
      )}
    </Stack>
  );
}

function EditForm({ tour }: { tour: Tour }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const update = trpc.tours.update.useMutation();

  const submit = async (values: TourFormValues) => {
    const read = tourBody(values);
    if (!read.ok) return read.errors;
    const saved = tourBody(tourFormValues(tour));
    const changes = saved.ok ? changedTourFields(read.body, saved.body) : read.body;
    if (Object.keys(changes).length === 0) {
      notify.info('Không có thay đổi nào để lưu.');
      return undefined;
    }
    // The season's order is checked on both dates, even when one of them changed.
    const body =
      'startsOn' in changes || 'endsOn' in changes
        ? { ...changes, startsOn: read.body.startsOn, endsOn: read.body.endsOn }
        : changes;
    const checked = updateTourFields.safeParse(body);
    if (!checked.success) return issueErrors(checked.error.issues);
    const result = await update.mutateAsync({ id: tour.id, ...checked.data });
    utils.tours.get.setData({ id: result.id }, result);
    void utils.tours.list.invalidate();
    void utils.tours.standings.invalidate({ id: result.id });
    notify.success('Đã lưu tour xếp hạng.');
    navigate(`/tours/${result.id}`);
    return undefined;
  };

  return (
    <Stack gap="5">
      {!tour.viewer.manager ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>Chỉ ban tổ chức của tour này mới sửa được tour.</Alert.Title>
        </Alert.Root>
      ) : null}
      <TourForm
        initial={tourFormValues(tour)}
        onSubmit={submit}
        submitting={update.isPending}
        submitLabel="Lưu thay đổi"
        tourId={tour.id}
        disabled={!tour.viewer.manager}
      />
    </Stack>
  );
}
