import { Stack } from '@chakra-ui/react';
import { Tabs } from '../../components/styled-parts/tabs';
import { PageHeader } from '../../components/page-header';
import { pickParam, useQueryState } from '../../lib/url-params';
import { BankTransfers } from './bank-transfers';
import { PayoutQueue } from './payout-queue';

const TABS = ['payouts', 'transfers'] as const;

export default function PaymentOperatorPage() {
  const [params, update] = useQueryState();
  const tab = pickParam(params.get('tab'), TABS) ?? 'payouts';

  return (
    <Stack gap="2">
      <PageHeader
        title="Duyệt rút xu"
        description="Yêu cầu rút xu chờ chi trả và các giao dịch ngân hàng chưa khớp."
      />
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          update({
            tab: details.value === 'payouts' ? undefined : details.value,
            status: undefined,
            outcome: undefined,
          })
        }
        colorPalette="emerald"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="payouts">Yêu cầu rút xu</Tabs.Trigger>
          <Tabs.Trigger value="transfers">Giao dịch ngân hàng</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="payouts" pt="6">
          <PayoutQueue />
        </Tabs.Content>
        <Tabs.Content value="transfers" pt="6">
          <BankTransfers />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
