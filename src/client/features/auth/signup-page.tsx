import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppLink } from '../../components/app-link';
import { trpc } from '../../lib/trpc';
import { PhoneAuthFrame, WithFirebaseConfig } from './phone-auth-frame';
import { PhoneVerification, type VerifiedPhone } from './phone-verification';
import { SignupDetailsForm } from './signup-details-form';

interface Ticket {
  ticket: string;
  phone: string;
}

/**
 * /signup: phone → code (Firebase, invisible reCAPTCHA) → `auth.signupVerifyStep1` (a ticket)
 * → account details → `auth.signup`, which signs the user in.
 */
export default function SignupPage() {
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [lastPhone, setLastPhone] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const step1 = trpc.auth.signupVerifyStep1.useMutation();

  const verified = async ({ phone, idToken }: VerifiedPhone) => {
    const result = await step1.mutateAsync({ phone, idToken });
    setLastPhone(phone);
    setNotice(null);
    setTicket({ ticket: result.ticket, phone: result.phone });
  };

  return (
    <PhoneAuthFrame
      title="Đăng ký"
      step={ticket ? 'Bước 2/2 · Thông tin tài khoản' : 'Bước 1/2 · Xác minh số điện thoại của bạn'}
    >
      <Stack gap="5">
        <WithFirebaseConfig>
          {(config) =>
            ticket ? (
              <SignupDetailsForm
                ticket={ticket.ticket}
                phone={ticket.phone}
                onTicketRejected={(message) => {
                  setNotice(message);
                  setTicket(null);
                }}
              />
            ) : (
              <PhoneVerification
                purpose="signup"
                config={config}
                initialPhone={lastPhone}
                notice={notice}
                onVerified={verified}
              />
            )
          }
        </WithFirebaseConfig>
        <HStack justify="center" fontSize="sm" gap="1">
          <Text color="fg.muted">Đã có tài khoản?</Text>
          <Link asChild colorPalette="emerald" color="colorPalette.fg">
            <AppLink to="/login">Đăng nhập</AppLink>
          </Link>
        </HStack>
      </Stack>
    </PhoneAuthFrame>
  );
}
