import { Badge } from '@chakra-ui/react';
import type { ResultType } from '../../shared/domain';
import { RESULT_TYPE_LABELS } from '../lib/labels';

/** How a match ended where it was not played out ('W.O.', 'Bỏ cuộc'…); nothing for a played one. */
export function ResultTypeBadge({
  resultType,
  size,
}: {
  resultType: ResultType;
  size: 'sm' | 'md';
}) {
  const label = RESULT_TYPE_LABELS[resultType];
  if (!label) return null;
  return (
    <Badge colorPalette="orange" variant="subtle" size={size} flexShrink={0}>
      {label}
    </Badge>
  );
}
