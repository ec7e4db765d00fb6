// /tours/new: an organiser starts a season of a ranking tour.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTourInput } from '../../../shared/schemas/tours';
import { vietnamDay } from '../../../shared/tour-rules';
import { PageHeader, routeHeader } from '../../components/page-header';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { TourForm } from './tour-form';
import { emptyTourValues, issueErrors, tourBody, type TourFormValues } from './tour-form-values';

export default function TourCreatePage() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [initial] = useState(() => emptyTourValues(vietnamDay(new Date())));
  const create = trpc.tours.create.useMutation();

  const submit = async (values: TourFormValues) => {
    const read = tourBody(values);
    if (!read.ok) return read.errors;
    const checked = createTourInput.safeParse(read.body);
    if (!checked.success) return issueErrors(checked.error.issues);
    const tour = await create.mutateAsync(checked.data);
    utils.tours.get.setData({ id: tour.id }, tour);
    void utils.tours.list.invalidate();
    notify.success('Đã tạo tour xếp hạng.');
    navigate(`/tours/${tour.id}`);
    return undefined;
  };

  return (
    <Stack gap="2" maxW="3xl">
      <PageHeader {...routeHeader('tourCreate')} />
      <TourForm
        initial={initial}
        onSubmit={submit}
        submitting={create.isPending}
        submitLabel="Tạo tour"
      />
    </Stack>
  );
}
