import { Box, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppLink } from './app-link';

export interface SectionTab {
  key: string;
  to: string;
  label: ReactNode;
}

/**
 * The sections of an entity's pages (a tournament, a player) as underlined links. Too many for
 * one line (a tournament's five or six on a phone), they wrap onto a second: a row scrolling
 * sideways cut its last label to "X…" at the screen's edge, with nothing saying more was there.
 */
export function SectionTabs({
  label,
  tabs,
  current,
}: {
  /** The navigation landmark's name, e.g. 'Mục của giải đấu'. */
  label: string;
  tabs: readonly SectionTab[];
  current: string;
}) {
  return (
    <Box as="nav" data-print-hide aria-label={label} borderBottomWidth="1px">
      <HStack gap="1" rowGap="0" flexWrap="wrap">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <Link
              key={tab.key}
              asChild
              px={{ base: '2', sm: '3' }}
              py="2.5"
              fontSize={{ base: 'sm', sm: 'md' }}
              mb="-1px"
              fontWeight="medium"
              whiteSpace="nowrap"
              borderBottomWidth="2px"
              borderColor={active ? 'emerald.solid' : 'transparent'}
              color={active ? 'emerald.fg' : 'fg.muted'}
              _hover={{ color: 'fg', textDecoration: 'none' }}
            >
              <AppLink to={tab.to} aria-current={active ? 'page' : undefined}>
                {tab.label}
              </AppLink>
            </Link>
          );
        })}
      </HStack>
    </Box>
  );
}
