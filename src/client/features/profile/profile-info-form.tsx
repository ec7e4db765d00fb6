import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Textarea } from '../../components/styled-parts/textarea';
import { useState, type FormEvent } from 'react';
import { updateInfoInput } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/user';
import { FormField } from '../../components/form-field';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

interface Values {
  fullName: string;
  email: string;
  birthday: string;
  address: string;
  bio: string;
  avatarUrl: string;
}

const valuesOf = (user: User): Values => ({
  fullName: user.fullName,
  email: user.email ?? '',
  birthday: user.birthday ?? '',
  address: user.address ?? '',
  bio: user.bio ?? '',
  avatarUrl: user.avatar ?? '',
});

/** Empty optional fields mean "no value" (null), as the shared schema expects. */
const inputOf = (values: Values) => ({
  fullName: values.fullName,
  email: values.email.trim() || null,
  birthday: values.birthday || null,
  address: values.address.trim() || null,
  bio: values.bio.trim() || null,
  avatarUrl: values.avatarUrl.trim() || null,
});

export function ProfileInfoForm({ user }: { user: User }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [errors, setErrors] = useState<FormErrors>({});
  const utils = trpc.useUtils();
  const update = trpc.auth.updateInfo.useMutation({
    onSuccess: (saved) => {
      utils.auth.me.setData(undefined, saved);
      setValues(valuesOf(saved));
      notify.success();
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(updateInfoInput, inputOf(values));
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) update.mutate(checked.data);
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Họ và tên" errors={errors.fullName}>
            <Input {...field('fullName')} autoComplete="name" />
          </FormField>
          <FormField label="Email" errors={errors.email}>
            <Input {...field('email')} type="email" autoComplete="email" />
          </FormField>
          <FormField label="Ngày sinh" errors={errors.birthday}>
            <Input {...field('birthday')} type="date" autoComplete="bday" />
          </FormField>
          <FormField label="Địa chỉ" errors={errors.address}>
            <Input {...field('address')} autoComplete="street-address" />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Ảnh đại diện (URL)"
          errors={errors.avatarUrl}
          helper="Đường dẫn http(s) tới ảnh."
        >
          <Input {...field('avatarUrl')} type="url" inputMode="url" placeholder="https://" />
        </FormField>
        <FormField label="Giới thiệu" errors={errors.bio}>
          <Textarea {...field('bio')} rows={4} />
        </FormField>
        <Button
          type="submit"
          colorPalette="emerald"
          alignSelf="flex-start"
          loading={update.isPending}
          loadingText="Đang lưu"
        >
          Lưu thay đổi
        </Button>
      </form>
    </Stack>
  );
}
