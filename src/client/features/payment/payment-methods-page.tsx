import {
  Badge,
  Button,
  Card,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Input,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Checkbox } from '../../components/styled-parts/checkbox';
import { Landmark, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { bankByBin } from '../../../shared/banks';
import { addPayoutMethodInput, type PayoutMethod } from '../../../shared/schemas/payments';
import { FormField } from '../../components/form-field';
import { PageEmpty, PageError } from '../../components/page-states';
import { PageHeader } from '../../components/page-header';
import { callErrorInfo } from '../../lib/call-errors';
import { confirm } from '../../lib/confirm-store';
import { serverFormErrors, validateForm, type FormErrors } from '../../lib/form-errors';
import { notify } from '../../lib/toast-store';
import { trpc } from '../../lib/trpc';
import { BankCombobox } from './bank-combobox';
import { compactAccountNumber, normalizeHolderName } from './payment-logic';

export default function PaymentMethodsPage() {
  const methods = trpc.payment.methods.useQuery();

  return (
    <Stack gap="2">
      <PageHeader
        title="Phương thức thanh toán"
        description="Tài khoản ngân hàng nhận tiền thưởng và lệ phí của ban tổ chức."
      />
      <Grid templateColumns={{ base: '1fr', lg: '7fr 5fr' }} gap="6" alignItems="start">
        <GridItem minW="0">
          <Stack as="section" aria-labelledby="methods-heading" gap="3">
            <Heading as="h2" id="methods-heading" size="md">
              Tài khoản của bạn
            </Heading>
            {methods.isPending ? (
              <Stack gap="3" role="status">
                <Text srOnly>Đang tải…</Text>
                <Skeleton h="24" borderRadius="l3" />
                <Skeleton h="24" borderRadius="l3" />
              </Stack>
            ) : methods.isError ? (
              <PageError
                message={callErrorInfo(methods.error).message}
                onRetry={() => void methods.refetch()}
              />
            ) : methods.data.length === 0 ? (
              <PageEmpty
                icon={<Landmark />}
                title="Chưa có tài khoản ngân hàng"
                description="Thêm một tài khoản để nhận tiền khi rút xu."
              />
            ) : (
              <Stack as="ul" gap="3" listStyleType="none" aria-label="Tài khoản ngân hàng">
                {methods.data.map((method) => (
                  <li key={method.id}>
                    <MethodCard method={method} />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </GridItem>
        <GridItem minW="0">
          <AddMethodForm first={methods.data?.length === 0} />
        </GridItem>
      </Grid>
    </Stack>
  );
}

/** "Vietcombank 0123456789" — how a confirmation or a button names an account. */
const accountLabel = (method: PayoutMethod) =>
  `${bankByBin(method.bankBin)?.shortName ?? method.bankName} ${method.accountNumber}`;

function MethodCard({ method }: { method: PayoutMethod }) {
  const utils = trpc.useUtils();
  const bank = bankByBin(method.bankBin);
  const setDefault = trpc.payment.setDefaultMethod.useMutation({
    onSuccess: (list) => {
      utils.payment.methods.setData(undefined, list);
      notify.success(`Đã đặt ${accountLabel(method)} làm tài khoản mặc định.`);
    },
  });
  const remove = trpc.payment.removeMethod.useMutation({
    onSuccess: (list) => {
      utils.payment.methods.setData(undefined, list);
      notify.success(`Đã xoá tài khoản ${accountLabel(method)}.`);
    },
  });

  const askRemove = async () => {
    const accepted = await confirm({
      header: 'Xoá tài khoản ngân hàng',
      icon: 'danger',
      message: method.isDefault
        ? `Xoá tài khoản mặc định ${accountLabel(method)} – ${method.holderName}? Một tài khoản khác (nếu có) sẽ thành mặc định.`
        : `Xoá tài khoản ${accountLabel(method)} – ${method.holderName}?`,
      acceptLabel: 'Xoá',
      rejectLabel: 'Huỷ',
      defaultFocus: 'reject',
    });
    if (accepted) remove.mutate({ id: method.id });
  };

  return (
    <Card.Root
      size="sm"
      variant="outline"
      borderColor={method.isDefault ? 'emerald.solid' : undefined}
      aria-label={`Tài khoản ${accountLabel(method)}`}
      role="group"
    >
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" flexWrap="wrap">
              <Badge variant="outline" size="md" fontWeight="semibold">
                {bank?.shortName ?? method.bankName}
              </Badge>
              {method.isDefault ? (
                <Badge colorPalette="emerald" variant="solid">
                  Mặc định
                </Badge>
              ) : null}
            </HStack>
            <Text
              fontSize="lg"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              letterSpacing="wide"
            >
              {method.accountNumber}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {method.holderName}
              {bank ? ` · ${bank.name}` : ''}
            </Text>
          </Stack>
          <HStack gap="2" alignSelf={{ base: 'stretch', sm: 'center' }} justify="flex-end">
            {method.isDefault ? null : (
              <Button
                size="sm"
                variant="outline"
                loading={setDefault.isPending}
                onClick={() => setDefault.mutate({ id: method.id })}
              >
                Đặt làm mặc định
              </Button>
            )}
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Xoá tài khoản ${accountLabel(method)}`}
              loading={remove.isPending}
              onClick={() => void askRemove()}
            >
              <Trash2 aria-hidden />
            </IconButton>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface MethodValues {
  bankBin: string;
  accountNumber: string;
  holderName: string;
  isDefault: boolean;
}

const EMPTY: MethodValues = { bankBin: '', accountNumber: '', holderName: '', isDefault: false };

function AddMethodForm({ first }: { first: boolean }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const add = trpc.payment.addMethod.useMutation({
    onSuccess: (list) => {
      utils.payment.methods.setData(undefined, list);
      setValues(EMPTY);
      notify.success('Đã thêm tài khoản ngân hàng.');
    },
    onError: (error) => showErrors(serverFormErrors(error)),
  });

  const set = <K extends keyof MethodValues>(name: K, value: MethodValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const showErrors = (found: FormErrors) => {
    setErrors(found);
    if (Object.keys(found).length === 0) return;
    // Take the keyboard (and the screen reader) to the first field to fix.
    requestAnimationFrame(() => {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(addPayoutMethodInput, {
      ...values,
      // The first account is the default whatever the box says.
      isDefault: first || values.isDefault,
    });
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    add.mutate(checked.data);
  };

  return (
    <Card.Root as="section" aria-labelledby="add-method-heading">
      <Card.Header>
        <Heading as="h2" id="add-method-heading" size="md">
          Thêm tài khoản ngân hàng
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack asChild gap="4">
          <form ref={form} onSubmit={submit} noValidate aria-label="Thêm tài khoản ngân hàng">
            <FormField label="Ngân hàng" errors={errors.bankBin} required>
              <BankCombobox
                value={values.bankBin}
                onChange={(bin) => set('bankBin', bin)}
                invalid={Boolean(errors.bankBin)}
              />
            </FormField>
            <FormField label="Số tài khoản" errors={errors.accountNumber} required>
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={24}
                value={values.accountNumber}
                placeholder="Ví dụ: 0123456789"
                onChange={(event) => set('accountNumber', compactAccountNumber(event.target.value))}
              />
            </FormField>
            <FormField
              label="Tên chủ tài khoản"
              errors={errors.holderName}
              helper="Viết HOA, không dấu, đúng như trên thẻ ngân hàng."
              required
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={50}
                value={values.holderName}
                placeholder="NGUYEN VAN A"
                onChange={(event) => set('holderName', normalizeHolderName(event.target.value))}
              />
            </FormField>
            {first ? null : (
              <Checkbox.Root
                checked={values.isDefault}
                onCheckedChange={(details) => set('isDefault', details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Đặt làm tài khoản mặc định</Checkbox.Label>
              </Checkbox.Root>
            )}
            <Button
              type="submit"
              colorPalette="emerald"
              loading={add.isPending}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            >
              Thêm tài khoản
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
