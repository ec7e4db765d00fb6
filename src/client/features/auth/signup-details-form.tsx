import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../components/styled-parts/native-select';
import { useState, type FormEvent } from 'react';
import { signupInput, type SignupInput } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/user';
import { FormField } from '../../components/form-field';
import { useSessionChange } from '../../lib/auth';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';

const EMPTY = { username: '', fullName: '', password: '', confirmPassword: '', rank: '' };
type Values = typeof EMPTY;

/** Server field errors in this form's names (the upstream says `password_confirmation`). */
function formErrorsOf(error: unknown): FormErrors {
  const { passwordConfirmation, ...rest } = serverFormErrors(error);
  return passwordConfirmation ? { ...rest, confirmPassword: passwordConfirmation } : rest;
}

/**
 * Step 3 of sign-up: the account details, checked by `auth.signupVerifyStep2`, then
 * `auth.signup` creates the account and signs the user in (the guard then leaves the page).
 */
export function SignupDetailsForm({
  ticket,
  phone,
  onTicketRejected,
}: {
  ticket: string;
  phone: string;
  /** The ticket expired or was used: verify the phone again. */
  onTicketRejected: (message: string) => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const ranks = trpc.config.get.useQuery(undefined, { staleTime: 5 * 60_000 });
  const sessionChange = useSessionChange();
  const verify = trpc.auth.signupVerifyStep2.useMutation();
  const signup = trpc.auth.signup.useMutation();
  const pending = verify.isPending || signup.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(signupInput, { ...values, ticket });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const input: SignupInput = checked.data;
    let user: User;
    try {
      await verify.mutateAsync(input);
      ({ user } = await signup.mutateAsync(input));
    } catch (error) {
      const fieldErrors = formErrorsOf(error);
      if (fieldErrors.ticket?.[0]) onTicketRejected(fieldErrors.ticket[0]);
      else setErrors(fieldErrors);
      return;
    }
    notify.success(`Chào mừng ${user.fullName} đến với BidaHub!`);
    sessionChange(user);
  };

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Text color="fg.muted">
          Số điện thoại <strong>{phone}</strong> đã được xác minh. Điền thông tin tài khoản của bạn.
        </Text>
        <FormField
          label="Tên đăng nhập"
          errors={errors.username}
          helper="3–32 ký tự: chữ không dấu, số, dấu chấm, gạch dưới."
        >
          <Input {...field('username')} autoComplete="username" autoCapitalize="none" />
        </FormField>
        <FormField label="Họ và tên" errors={errors.fullName}>
          <Input {...field('fullName')} autoComplete="name" />
        </FormField>
        <FormField
          label="Mật khẩu"
          errors={errors.password}
          helper="Ít nhất 8 ký tự, gồm cả chữ và số."
        >
          <Input {...field('password')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Nhập lại mật khẩu" errors={errors.confirmPassword}>
          <Input {...field('confirmPassword')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField
          label="Hạng tự đánh giá"
          errors={errors.rank}
          helper="Hạng sẽ được điều chỉnh theo kết quả thi đấu của bạn."
        >
          <NativeSelect.Root disabled={!ranks.data}>
            <NativeSelect.Field {...field('rank')}>
              <option value="">Chọn hạng của bạn</option>
              {ranks.data?.ranks.map((rank) => (
                <option key={rank.code} value={rank.code}>
                  {rank.name} — {rank.description}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Button
          type="submit"
          colorPalette="emerald"
          loading={pending}
          loadingText="Đang tạo tài khoản"
        >
          Tạo tài khoản
        </Button>
      </form>
    </Stack>
  );
}
