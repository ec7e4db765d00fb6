import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { copyText } from '../../lib/clipboard';
import { TOAST_LIFE, toasts } from '../../lib/toast-store';

async function copyDetail(label: string, value: string) {
  if (!(await copyText(value))) return;
  toasts.add({
    severity: 'success',
    summary: 'Đã sao chép',
    detail: `${label}: ${value}`,
    life: TOAST_LIFE.success,
  });
}

/** One line of transfer details with a copy button; `copy` is what the bank app needs. */
export function CopyRow({
  label,
  value,
  copy = value,
  emphasis = false,
}: {
  label: string;
  value: string;
  copy?: string;
  emphasis?: boolean;
}) {
  return (
    <HStack
      role="group"
      aria-label={label}
      justify="space-between"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="0" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text
          fontWeight={emphasis ? 'bold' : 'semibold'}
          fontSize={emphasis ? 'lg' : 'md'}
          color={emphasis ? 'emerald.fg' : undefined}
          fontVariantNumeric="tabular-nums"
          wordBreak="break-all"
          userSelect="all"
        >
          {value}
        </Text>
      </Stack>
      <IconButton
        size="sm"
        variant="ghost"
        aria-label={`Sao chép ${label.toLowerCase()}`}
        onClick={() => void copyDetail(label, copy)}
      >
        <Copy aria-hidden />
      </IconButton>
    </HStack>
  );
}
