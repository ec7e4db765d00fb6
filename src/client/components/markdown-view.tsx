import { Box, Text } from '@chakra-ui/react';
import { useState, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

// Organisers write the descriptions: raw HTML never reaches the page, and the sanitiser drops
// script-ish URLs and attributes from what markdown itself produces.
const REHYPE_PLUGINS = [rehypeSanitize];

const PROSE = {
  '& > * + *': { marginTop: '3' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', lineHeight: '1.3', marginTop: '5' },
  '& h1': { fontSize: 'xl' },
  '& h2': { fontSize: 'lg' },
  '& h3, & h4': { fontSize: 'md' },
  '& > :first-child': { marginTop: 0 },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '1' },
  '& a': { color: 'emerald.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre': { bg: 'bg.muted', p: '3', borderRadius: 'l2', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', p: 0 },
  '& blockquote': {
    borderInlineStartWidth: '3px',
    borderColor: 'border',
    paddingInlineStart: '4',
    color: 'fg.muted',
  },
  '& hr': { borderColor: 'border' },
  '& table': { display: 'block', overflowX: 'auto' },
  '& img': { maxWidth: '100%' },
} as const;

/**
 * A picture that did not load (the page's policy allows BidaHub's own and the configured hosts
 * only, and older texts may name others) gives way to its description, not a broken icon.
 */
function Picture({ node: _node, alt, ...props }: ComponentProps<'img'> & { node?: unknown }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return alt ? (
      <Text as="span" color="fg.muted" fontStyle="italic">
        [{alt}]
      </Text>
    ) : null;
  }
  return <img {...props} alt={alt ?? ''} loading="lazy" onError={() => setFailed(true)} />;
}

const COMPONENTS: Components = { img: Picture };

/** A tournament description: sanitised markdown. */
export default function MarkdownView({ source }: { source: string }) {
  return (
    <Box css={PROSE} lineHeight="1.7" overflowWrap="anywhere">
      <Markdown rehypePlugins={REHYPE_PLUGINS} components={COMPONENTS}>
        {source}
      </Markdown>
    </Box>
  );
}
