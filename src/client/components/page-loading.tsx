import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** What a page shows while its data or code is on the way (the shell shows it too). */
export function PageLoading({ label = 'Đang tải' }: { label?: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="emerald.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}…</Text>
      </VStack>
    </Center>
  );
}
