import { Box, Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/styled-parts/alert';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { checkPhoneInput } from '../../../shared/schemas/auth';
import type { FirebaseWebConfig } from '../../../shared/schemas/firebase';
import { AppLink } from '../../components/app-link';
import { FormField } from '../../components/form-field';
import { callErrorInfo } from '../../lib/call-errors';
import { validateForm } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { firebaseErrorMessage } from './firebase-errors';
import type { PhoneSignIn } from './phone-sign-in';
import { useCountdown } from './use-countdown';

/** The element the invisible reCAPTCHA attaches to (named by the specification). */
const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';
const RESEND_AFTER_SECONDS = 60;

const loadPhoneSignIn = () => import('./phone-sign-in');

export interface VerifiedPhone {
  /** E.164 */
  phone: string;
  idToken: string;
}

type Purpose = 'signup' | 'reset';

/** Why the phone cannot go on: already registered (sign-up) or unknown (reset). */
function PhoneStatusAlert({ purpose }: { purpose: Purpose }) {
  const linkProps = { colorPalette: 'emerald', color: 'colorPalette.fg', fontWeight: 'medium' };
  return (
    <Alert.Root status="warning" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {purpose === 'signup' ? (
          <>
            <Alert.Title>Số điện thoại này đã được đăng ký</Alert.Title>
            <Alert.Description>
              <HStack gap="4" mt="1" flexWrap="wrap">
                <Link asChild {...linkProps}>
                  <AppLink to="/login">Đăng nhập</AppLink>
                </Link>
                <Link asChild {...linkProps}>
                  <AppLink to="/forgot-password">Lấy lại mật khẩu</AppLink>
                </Link>
              </HStack>
            </Alert.Description>
          </>
        ) : (
          <>
            <Alert.Title>Số điện thoại này chưa được đăng ký</Alert.Title>
            <Alert.Description>
              <Link asChild {...linkProps}>
                <AppLink to="/signup">Đăng ký tài khoản mới</AppLink>
              </Link>
            </Alert.Description>
          </>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Phone → code → Firebase ID token. Checks the phone with `auth.checkPhone` first (sign-up needs
 * a new one, reset a registered one), then signs in with Firebase behind an invisible reCAPTCHA.
 * `onVerified` gets the token; a rejection's message is shown under the code.
 */
export function PhoneVerification({
  purpose,
  config,
  initialPhone = '',
  notice,
  onVerified,
}: {
  purpose: Purpose;
  config: FirebaseWebConfig;
  initialPhone?: string;
  /** A message from a later step that sent the user back here (e.g. an expired ticket). */
  notice?: string | null;
  onVerified: (verified: VerifiedPhone) => Promise<void>;
}) {
  const [stage, setStage] = useState<'phone' | 'code'>('phone');
  const [phoneInput, setPhoneInput] = useState(initialPhone);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const countdown = useCountdown();
  const signIn = useRef<PhoneSignIn | null>(null);
  const checkPhone = trpc.auth.checkPhone.useMutation();

  useEffect(() => {
    // Fetch Firebase while the phone is being typed; release it when the page goes.
    void loadPhoneSignIn().catch(() => {});
    return () => {
      signIn.current?.dispose();
      signIn.current = null;
    };
  }, []);

  const sendCode = async (target: string) => {
    setSending(true);
    try {
      if (!signIn.current) {
        const { createPhoneSignIn } = await loadPhoneSignIn();
        signIn.current = createPhoneSignIn(config, RECAPTCHA_CONTAINER_ID);
      }
      await signIn.current.sendCode(target);
      setCode('');
      setCodeError(null);
      setStage('code');
      countdown.start(RESEND_AFTER_SECONDS);
      return true;
    } catch (error) {
      const message = firebaseErrorMessage(error);
      if (stage === 'code') setCodeError(message);
      else setPhoneError(message);
      return false;
    } finally {
      setSending(false);
    }
  };

  const submitPhone = async (event: FormEvent) => {
    event.preventDefault();
    setBlocked(false);
    const checked = validateForm(checkPhoneInput, { phone: phoneInput });
    if (!checked.ok) {
      setPhoneError(checked.errors.phone?.[0] ?? 'Số điện thoại không hợp lệ');
      return;
    }
    setPhoneError(null);
    const target = checked.data.phone;
    let registered: boolean;
    try {
      ({ registered } = await checkPhone.mutateAsync({ phone: target }));
    } catch (error) {
      setPhoneError(callErrorInfo(error).message);
      return;
    }
    if (registered === (purpose === 'signup')) {
      setBlocked(true);
      return;
    }
    setPhone(target);
    await sendCode(target);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeError('Mã xác minh gồm 6 chữ số');
      return;
    }
    if (!signIn.current) return;
    setCodeError(null);
    setConfirming(true);
    try {
      let idToken: string;
      try {
        idToken = await signIn.current.confirmCode(digits);
      } catch (error) {
        setCodeError(firebaseErrorMessage(error));
        return;
      }
      await onVerified({ phone, idToken }).catch((error: unknown) =>
        setCodeError(callErrorInfo(error).message),
      );
    } finally {
      setConfirming(false);
    }
  };

  const changePhone = () => {
    setStage('phone');
    setCode('');
    setCodeError(null);
  };

  return (
    <Stack gap="4">
      {notice ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      ) : null}

      {stage === 'phone' ? (
        <Stack asChild gap="4">
          <form onSubmit={submitPhone} noValidate>
            <FormField
              label="Số điện thoại"
              errors={phoneError ? [phoneError] : undefined}
              helper="Số di động Việt Nam, ví dụ 0912 345 678."
            >
              <Input
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phoneInput}
                onChange={(event) => {
                  setPhoneInput(event.target.value);
                  setBlocked(false);
                }}
              />
            </FormField>
            {blocked ? <PhoneStatusAlert purpose={purpose} /> : null}
            <Button
              type="submit"
              colorPalette="emerald"
              loading={checkPhone.isPending || sending}
              loadingText="Đang gửi mã"
            >
              Gửi mã xác minh
            </Button>
          </form>
        </Stack>
      ) : (
        <Stack asChild gap="4">
          <form onSubmit={submitCode} noValidate>
            <Text color="fg.muted">
              Mã xác minh gồm 6 chữ số đã được gửi tới số <strong>{phone}</strong>.
            </Text>
            <FormField label="Mã xác minh" errors={codeError ? [codeError] : undefined}>
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                letterSpacing="0.3em"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="emerald"
              loading={confirming}
              loadingText="Đang xác minh"
            >
              Xác minh
            </Button>
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Button variant="ghost" size="sm" onClick={changePhone} disabled={confirming}>
                Đổi số điện thoại
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void sendCode(phone)}
                disabled={countdown.remaining > 0 || sending || confirming}
                loading={sending}
                loadingText="Đang gửi lại"
              >
                {countdown.remaining > 0
                  ? `Gửi lại mã sau ${countdown.remaining} giây`
                  : 'Gửi lại mã'}
              </Button>
            </HStack>
          </form>
        </Stack>
      )}

      {config.emulatorUrl ? (
        <Text fontSize="sm" color="fg.muted">
          Máy chủ đang chạy thử với Firebase Auth emulator: mã xác minh không gửi qua SMS mà hiện
          trong cửa sổ dòng lệnh chạy máy chủ.
        </Text>
      ) : null}
      {/* The invisible reCAPTCHA lives here; it must stay mounted across the steps. */}
      <Box id={RECAPTCHA_CONTAINER_ID} />
    </Stack>
  );
}
