// An organiser's description (markdown) below a page's first screen: its renderer loads after the
// page, the plain text standing in until then.
import { Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyPart } from '../lib/lazy-part';

const PlainDescription = ({ source }: { source: string }) => (
  <Text whiteSpace="pre-line">{source}</Text>
);
const { Part: MarkdownView } = lazyPart(() => import('./markdown-view'), PlainDescription);

export function DescriptionView({ source }: { source: string }) {
  return (
    <Suspense fallback={<PlainDescription source={source} />}>
      <MarkdownView source={source} />
    </Suspense>
  );
}
