import { Portal, Text, useFilter, useListCollection } from '@chakra-ui/react';
import { Combobox } from '../../components/styled-parts/combobox';
import { VIETQR_BANKS, type VietQrBank } from '../../../shared/banks';

/**
 * The bank of a payout account, searchable by its everyday name or its full name, with or
 * without diacritics ("cong thuong" finds VietinBank). Put it inside a FormField for its label.
 */
export function BankCombobox({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange: (bin: string) => void;
  invalid?: boolean;
}) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, reset } = useListCollection<VietQrBank>({
    initialItems: VIETQR_BANKS,
    itemToString: (bank) => bank.shortName,
    itemToValue: (bank) => bank.bin,
    filter: (_text, query, bank) => contains(bank.shortName, query) || contains(bank.name, query),
  });

  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      onInputValueChange={(details) => filter(details.inputValue)}
      onOpenChange={(details) => {
        if (!details.open) reset();
      }}
      invalid={invalid}
      openOnClick
      inputBehavior="autohighlight"
      positioning={{ sameWidth: true }}
    >
      <Combobox.Control>
        <Combobox.Input placeholder="Gõ tên ngân hàng để tìm" />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label="Bỏ chọn ngân hàng" />
          <Combobox.Trigger aria-label="Mở danh sách ngân hàng" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="72">
            <Combobox.Empty>Không tìm thấy ngân hàng</Combobox.Empty>
            {collection.items.map((bank) => (
              <Combobox.Item key={bank.bin} item={bank}>
                <Combobox.ItemText>
                  <Text as="span" fontWeight="medium">
                    {bank.shortName}
                  </Text>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {bank.name}
                  </Text>
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
