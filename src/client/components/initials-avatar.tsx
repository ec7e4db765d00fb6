// A person's round picture: their photo over their initials. Plain styled elements rather than
// Chakra's Avatar, whose state machine (zag's avatar, its DOM helpers and prop normaliser, 8 KB
// on the wire) rode on the first load of every page showing a player for a circle and a letter.
import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

// Chakra's avatar recipe's sizes: the circle's box and its initials' type.
const SIZES = {
  xs: { box: '8', font: 'xs' },
  sm: { box: '9', font: 'sm' },
  lg: { box: '11', font: 'md' },
  xl: { box: '12', font: 'lg' },
  '2xl': { box: '16', font: 'xl' },
} as const;
type Size = keyof typeof SIZES;
type Responsive = Size | { base: Size; md: Size };

const pick = (size: Responsive, key: 'box' | 'font') =>
  typeof size === 'string'
    ? SIZES[size][key]
    : { base: SIZES[size.base][key], md: SIZES[size.md][key] };

/** "Nguyễn Văn An" → "NA": the first and the last word's first letters. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

interface InitialsAvatarProps {
  name: string;
  src: string | null | undefined;
  size?: Responsive;
  /** The photo's text where the picture says something the page does not; '' by default. */
  alt?: string;
}

export function InitialsAvatar({ name, src, size = 'sm', alt = '' }: InitialsAvatarProps) {
  const [broken, setBroken] = useState(false);
  const photo = src && !broken;
  return (
    <Box
      as="span"
      position="relative"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize={pick(size, 'box')}
      fontSize={pick(size, 'font')}
      flexShrink="0"
      borderRadius="full"
      overflow="hidden"
      bg="emerald.muted"
      color="emerald.fg"
      fontWeight="medium"
      aria-hidden={photo && alt ? undefined : true}
    >
      <span aria-hidden>{initials(name)}</span>
      {photo ? (
        <chakra.img
          src={src}
          alt={alt}
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          onError={() => setBroken(true)}
        />
      ) : null}
    </Box>
  );
}
