import { Button, Card, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { changePasswordInput } from '../../../shared/schemas/auth';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordPage() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      setValues(EMPTY);
      notify.success(MESSAGES.passwordChanged);
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(changePasswordInput, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) change.mutate(checked.data);
  };

  const field = (name: keyof typeof EMPTY, autoComplete: string) => ({
    name,
    type: 'password',
    autoComplete,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack gap="6" maxW="md">
      <PageHeader title="Đổi mật khẩu" description="Đổi mật khẩu đăng nhập của bạn." />
      <Card.Root>
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={submit} noValidate>
              <FormField label="Mật khẩu hiện tại" errors={errors.currentPassword}>
                <Input {...field('currentPassword', 'current-password')} />
              </FormField>
              <FormField
                label="Mật khẩu mới"
                errors={errors.newPassword}
                helper="Ít nhất 8 ký tự, gồm cả chữ và số."
              >
                <Input {...field('newPassword', 'new-password')} />
              </FormField>
              <FormField label="Xác nhận mật khẩu mới" errors={errors.confirmPassword}>
                <Input {...field('confirmPassword', 'new-password')} />
              </FormField>
              <Button
                type="submit"
                colorPalette="emerald"
                alignSelf="flex-start"
                loading={change.isPending}
                loadingText="Đang lưu"
              >
                Đổi mật khẩu
              </Button>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
