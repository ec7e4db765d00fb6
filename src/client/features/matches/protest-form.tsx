// What a player sends to protest a result (a reason, a photo scaled down on the phone), and a
// protest's photo shown to those who may see it.
import { Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  fileProtestInput,
  PROTEST_PHOTO_SIDE,
  PROTEST_REASON_MAX,
  type MatchProtests,
} from '../../../shared/schemas/match-protests';
import { FormField } from '../../components/form-field';
import { Textarea } from '../../components/styled-parts/textarea';
import { callErrorInfo } from '../../lib/call-errors';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { photoUrl, scaledPhoto, type EncodedPhoto } from '../../lib/photo';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

export function ProtestForm({
  matchId,
  onFiled,
}: {
  matchId: number;
  onFiled: (saved: MatchProtests) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<EncodedPhoto | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const file = trpc.matches.protest.useMutation({
    onSuccess: (saved) => {
      onFiled(saved);
      setOpen(false);
      notify.success(
        'Đã gửi khiếu nại. Ban tổ chức sẽ xử lý và kết quả xử lý ghi vào lịch sử trận.',
      );
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });
  if (!open) {
    return (
      <Button
        variant="outline"
        colorPalette="orange"
        alignSelf="flex-start"
        minH="11"
        onClick={() => setOpen(true)}
      >
        Khiếu nại kết quả
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(fileProtestInput, {
      id: matchId,
      reason,
      ...(photo ? { photo } : {}),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) file.mutate(checked.data);
  };
  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate>
        <FormField
          label="Lý do khiếu nại"
          errors={errors.reason}
          helper="Ban tổ chức và mọi người xem lịch sử trận đều đọc được lý do."
        >
          <Textarea
            value={reason}
            maxLength={PROTEST_REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <FormField
          label="Ảnh kèm theo (không bắt buộc)"
          errors={errors.photo}
          helper="Chỉ ban tổ chức và hai cơ thủ của trận xem được ảnh."
        >
          <Input
            type="file"
            accept="image/*"
            p="1.5"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return setPhoto(null);
              void scaledPhoto(file, PROTEST_PHOTO_SIDE).then((scaled) => {
                setPhoto(scaled);
                setErrors(({ photo: _unread, ...others }) =>
                  scaled
                    ? others
                    : { ...others, photo: ['Không đọc được ảnh này, hãy chọn ảnh khác'] },
                );
              });
            }}
          />
        </FormField>
        {photo ? (
          <Image
            src={photoUrl(photo)}
            alt="Ảnh sẽ gửi kèm"
            maxH="40"
            alignSelf="flex-start"
            borderRadius="l2"
          />
        ) : null}
        <HStack gap="2" flexWrap="wrap">
          <Button type="submit" colorPalette="orange" minH="11" loading={file.isPending}>
            Gửi khiếu nại
          </Button>
          <Button variant="ghost" minH="11" onClick={() => setOpen(false)}>
            Thôi
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

/** A protest's photo, loaded when asked for (it may weigh a few hundred KB). */
export function ProtestPhoto({ protestId }: { protestId: number }) {
  const [shown, setShown] = useState(false);
  const query = trpc.matches.protestPhoto.useQuery({ id: protestId }, { enabled: shown });
  if (!shown) {
    return (
      <Button
        size="sm"
        variant="ghost"
        alignSelf="flex-start"
        minH="11"
        onClick={() => setShown(true)}
      >
        Xem ảnh kèm theo
      </Button>
    );
  }
  if (query.isError) {
    return (
      <Text fontSize="sm" color="fg.error">
        {callErrorInfo(query.error).message}
      </Text>
    );
  }
  return query.data ? (
    <Image src={photoUrl(query.data)} alt="Ảnh kèm khiếu nại" maxW="full" borderRadius="l2" />
  ) : (
    <Text fontSize="sm" color="fg.muted">
      Đang tải ảnh…
    </Text>
  );
}
