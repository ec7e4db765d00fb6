import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import {
  confirmsPassword,
  passwordSchema,
  phoneResetPasswordInput,
} from '../../../shared/schemas/auth';
import { z } from '../../../shared/zod';
import { FormField } from '../../components/form-field';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import type { VerifiedPhone } from './phone-verification';

const EMPTY = { password: '', confirmPassword: '' };

/** The form's own check, before the verified phone is added to the call. */
const newPasswordForm = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(...confirmsPassword('password', 'confirmPassword'));

/**
 * The new password for a verified phone → `auth.phoneResetPassword`. When the proof is no
 * longer accepted (token expired, phone unknown), `onProofRejected` sends the user back.
 */
export function ResetPasswordForm({
  verified,
  onDone,
  onProofRejected,
}: {
  verified: VerifiedPhone;
  onDone: () => void;
  onProofRejected: (message: string) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const reset = trpc.auth.phoneResetPassword.useMutation({
    onSuccess: onDone,
    onError: (error) => {
      const { idToken, phone, passwordConfirmation, ...rest } = serverFormErrors(error);
      const proof = idToken?.[0] ?? phone?.[0];
      if (proof) onProofRejected(proof);
      else
        setErrors(passwordConfirmation ? { ...rest, confirmPassword: passwordConfirmation } : rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(newPasswordForm, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const input = validateForm(phoneResetPasswordInput, { ...verified, ...checked.data });
    if (input.ok) reset.mutate(input.data);
  };

  const field = (name: keyof typeof EMPTY) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        <Text color="fg.muted">
          Số điện thoại <strong>{verified.phone}</strong> đã được xác minh. Đặt mật khẩu mới cho tài
          khoản của bạn.
        </Text>
        <FormField
          label="Mật khẩu mới"
          errors={errors.password}
          helper="Ít nhất 8 ký tự, gồm cả chữ và số."
        >
          <Input {...field('password')} />
        </FormField>
        <FormField label="Nhập lại mật khẩu mới" errors={errors.confirmPassword}>
          <Input {...field('confirmPassword')} />
        </FormField>
        <Button
          type="submit"
          colorPalette="emerald"
          loading={reset.isPending}
          loadingText="Đang lưu"
        >
          Đặt lại mật khẩu
        </Button>
      </form>
    </Stack>
  );
}
