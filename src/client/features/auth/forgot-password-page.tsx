import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { useState } from 'react';
import { AppLink } from '../../components/app-link';
import { LoginForm } from './login-form';
import { PhoneAuthFrame, WithFirebaseConfig } from './phone-auth-frame';
import { PhoneVerification, type VerifiedPhone } from './phone-verification';
import { ResetPasswordForm } from './reset-password-form';

type Step =
  | { kind: 'phone'; notice: string | null; phone: string }
  | { kind: 'password'; verified: VerifiedPhone }
  | { kind: 'done' };

const STEP_LABELS: Record<Step['kind'], string> = {
  phone: 'Bước 1/2 · Xác minh số điện thoại đã đăng ký',
  password: 'Bước 2/2 · Đặt mật khẩu mới',
  done: 'Hoàn tất · Đăng nhập bằng mật khẩu mới',
};

/**
 * /forgot-password: a registered phone → code (Firebase) → new password →
 * `auth.phoneResetPassword` (every old session ends) → sign in with the new password.
 */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ kind: 'phone', notice: null, phone: '' });

  return (
    <PhoneAuthFrame title="Quên mật khẩu" step={STEP_LABELS[step.kind]}>
      <Stack gap="5">
        {step.kind === 'done' ? (
          <>
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Đặt lại mật khẩu thành công</Alert.Title>
                <Alert.Description>
                  Mọi phiên đăng nhập cũ của tài khoản đã được đăng xuất. Hãy đăng nhập bằng mật
                  khẩu mới.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <LoginForm />
          </>
        ) : (
          <WithFirebaseConfig>
            {(config) =>
              step.kind === 'password' ? (
                <ResetPasswordForm
                  verified={step.verified}
                  onDone={() => setStep({ kind: 'done' })}
                  onProofRejected={(notice) =>
                    setStep({ kind: 'phone', notice, phone: step.verified.phone })
                  }
                />
              ) : (
                <PhoneVerification
                  purpose="reset"
                  config={config}
                  initialPhone={step.phone}
                  notice={step.notice}
                  onVerified={async (verified) => setStep({ kind: 'password', verified })}
                />
              )
            }
          </WithFirebaseConfig>
        )}
        {step.kind !== 'done' ? (
          <HStack justify="center" fontSize="sm" gap="1">
            <Text color="fg.muted">Nhớ ra mật khẩu?</Text>
            <Link asChild colorPalette="emerald" color="colorPalette.fg">
              <AppLink to="/login">Đăng nhập</AppLink>
            </Link>
          </HStack>
        ) : null}
      </Stack>
    </PhoneAuthFrame>
  );
}
