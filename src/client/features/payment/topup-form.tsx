import { Button, Card, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { RadioCard } from '../../components/styled-parts/radio-card';
import { useState, type FormEvent } from 'react';
import type { Topup, WalletConfig } from '../../../shared/schemas/payments';
import { FormField } from '../../components/form-field';
import { formatCoins, formatNumber } from '../../lib/format';
import { serverFormErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { checkCoinAmount, formatVnd, topupLimits } from './payment-logic';

const CUSTOM = 'custom';

/** Pick a package (or type an amount) and get a VietQR code for it. */
export function TopupForm({
  config,
  onCreated,
}: {
  config: WalletConfig;
  onCreated: (topup: Topup) => void;
}) {
  const utils = trpc.useUtils();
  const [choice, setChoice] = useState(() => String(config.topupPackages[0] ?? CUSTOM));
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const create = trpc.payment.createTopup.useMutation({
    onSuccess: (topup) => {
      utils.payment.topup.setData({ id: topup.id }, topup);
      void utils.payment.topups.invalidate();
      onCreated(topup);
    },
    onError: (failure) => setError(serverFormErrors(failure).coins?.[0]),
  });

  const limits = topupLimits(config);
  const typed = checkCoinAmount(custom, limits);
  const coins = choice === CUSTOM ? (typed.ok ? typed.coins : null) : Number(choice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === CUSTOM && !typed.ok) {
      setError(typed.message);
      return;
    }
    setError(undefined);
    if (coins !== null) create.mutate({ coins });
  };

  return (
    <Card.Root as="section" aria-labelledby="topup-form-heading">
      <Card.Header>
        <Heading as="h2" id="topup-form-heading" size="lg">
          Nạp xu
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          1 xu = {formatVnd(config.coinValueVnd)}. Chuyển khoản qua mã VietQR, xu được cộng ngay khi
          ngân hàng xác nhận.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="5">
          <form onSubmit={submit} noValidate aria-label="Nạp xu">
            <RadioCard.Root
              value={choice}
              onValueChange={(details) => {
                setChoice(details.value ?? CUSTOM);
                setError(undefined);
              }}
              colorPalette="emerald"
              size="sm"
            >
              <RadioCard.Label>Gói nạp</RadioCard.Label>
              <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
                {config.topupPackages.map((pack) => (
                  <RadioCard.Item key={pack} value={String(pack)}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText fontSize="md">{formatCoins(pack)}</RadioCard.ItemText>
                        <RadioCard.ItemDescription>
                          {formatVnd(pack * config.coinValueVnd)}
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
                <RadioCard.Item value={CUSTOM}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText fontSize="md">Số khác</RadioCard.ItemText>
                      <RadioCard.ItemDescription>Tự nhập số xu</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              </SimpleGrid>
            </RadioCard.Root>

            {choice === CUSTOM ? (
              <FormField
                label="Số xu muốn nạp"
                errors={error ? [error] : undefined}
                helper={
                  typed.ok
                    ? `Thành tiền ${formatVnd(typed.coins * config.coinValueVnd)}`
                    : `Từ ${formatNumber(limits.min)} đến ${formatNumber(limits.max)} xu`
                }
                required
              >
                <Input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={custom}
                  maxLength={9}
                  placeholder={`Ví dụ: ${formatNumber(limits.min * 2)}`}
                  onChange={(event) => {
                    setCustom(event.target.value);
                    setError(undefined);
                  }}
                  autoFocus
                />
              </FormField>
            ) : error ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {error}
              </Text>
            ) : null}

            <Stack
              direction={{ base: 'column', sm: 'row' }}
              align={{ base: 'stretch', sm: 'center' }}
              justify="space-between"
              gap="3"
            >
              <Text color="fg.muted" aria-live="polite">
                {coins !== null ? (
                  <>
                    Thanh toán{' '}
                    <Text as="span" fontWeight="semibold" color="fg">
                      {formatVnd(coins * config.coinValueVnd)}
                    </Text>
                  </>
                ) : null}
              </Text>
              <Button type="submit" colorPalette="emerald" loading={create.isPending}>
                Nạp xu
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
