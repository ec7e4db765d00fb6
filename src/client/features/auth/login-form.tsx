import { Button, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { loginInput } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/user';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { useSessionChange } from '../../lib/auth';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';

/** The one login form, used by the /login page and the login modal. */
export function LoginForm({
  onSignedIn,
  onNavigateAway,
}: {
  onSignedIn?: (user: User) => void;
  /** Called when the user follows the sign-up or forgot-password link. */
  onNavigateAway?: () => void;
}) {
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const sessionChange = useSessionChange();
  const login = trpc.auth.login.useMutation({
    onSuccess: ({ user }) => {
      sessionChange(user);
      onSignedIn?.(user);
    },
    onError: (error) => setErrors(serverFormErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(loginInput, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) login.mutate(checked.data);
  };

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        <FormField label="Tên đăng nhập" errors={errors.username}>
          <Input {...field('username')} autoComplete="username" autoCapitalize="none" />
        </FormField>
        <FormField label="Mật khẩu" errors={errors.password}>
          <Input {...field('password')} type="password" autoComplete="current-password" />
        </FormField>
        <Button
          type="submit"
          colorPalette="emerald"
          loading={login.isPending}
          loadingText="Đang đăng nhập"
        >
          Đăng nhập
        </Button>
        <HStack justify="space-between" fontSize="sm" flexWrap="wrap">
          <Link asChild colorPalette="emerald" color="colorPalette.fg">
            <AppLink to="/forgot-password" onClick={onNavigateAway}>
              Quên mật khẩu?
            </AppLink>
          </Link>
          <Link asChild colorPalette="emerald" color="colorPalette.fg">
            <AppLink to="/signup" onClick={onNavigateAway}>
              Chưa có tài khoản? Đăng ký
            </AppLink>
          </Link>
        </HStack>
      </form>
    </Stack>
  );
}
