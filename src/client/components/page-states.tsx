import { Button, Stack, Text, VStack } from '@chakra-ui/react';
import { Alert } from './styled-parts/alert';
import { EmptyState } from './styled-parts/empty-state';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { callErrorInfo } from '../lib/call-errors';

export function PageError({
  title = 'Không tải được dữ liệu',
  message,
  onRetry,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="3" align="flex-start">
            <Text>{message}</Text>
            {onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                Thử lại
              </Button>
            ) : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A failed read of one thing (a player, a tournament, a match): "not found" with no retry when
 * it does not exist, else the message with a retry.
 */
export function EntityError({
  error,
  notFoundTitle,
  onRetry,
}: {
  error: unknown;
  notFoundTitle: string;
  onRetry: () => void;
}) {
  const info = callErrorInfo(error);
  const missing = info.httpStatus === 404;
  return (
    <PageError
      title={missing ? notFoundTitle : undefined}
      message={info.message}
      onRetry={missing ? undefined : onRetry}
    />
  );
}

export function PageEmpty({
  title,
  description,
  action,
  icon = <Inbox />,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          {/* A message, not a section: as a heading it broke the outline under h1 or h2. */}
          <EmptyState.Title as="p">{title}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface EmptyText {
  title: string;
  description: string;
  /** What to do about it (e.g. a link to start); the filtered state always offers the clear. */
  action?: ReactNode;
}

/**
 * The empty state of a filtered list: when the filters found nothing, what to try and a button
 * that clears them; otherwise why the list is empty yet.
 */
export function ListEmpty({
  icon,
  filtered,
  onClear,
  nothingFound,
  nothingYet,
}: {
  icon: ReactNode;
  filtered: boolean;
  onClear: () => void;
  nothingFound: EmptyText;
  nothingYet: EmptyText;
}) {
  const text = filtered ? nothingFound : nothingYet;
  const clear = (
    <Button variant="outline" onClick={onClear}>
      Xoá bộ lọc
    </Button>
  );
  return (
    <PageEmpty
      icon={icon}
      title={text.title}
      description={text.description}
      action={filtered ? clear : nothingYet.action}
    />
  );
}
