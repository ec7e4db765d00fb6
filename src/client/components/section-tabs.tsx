import { Box, HStack, Link } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink } from './app-link';

export interface SectionTab {
  key: string;
  to: string;
  label: ReactNode;
}

/** The sections of an entity's pages (a tournament, a player) as underlined links. */
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
  const nav = useRef<HTMLDivElement>(null);
  // On a phone the links scroll sideways: bring the current one into view (never the page).
  useEffect(() => {
    const element = nav.current;
    const active = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (element && active && active.offsetLeft + active.offsetWidth > element.clientWidth) {
      element.scrollLeft = active.offsetLeft - 16;
    }
  }, [current]);
  return (
    <Box
      ref={nav}
      as="nav"
      data-print-hide
      aria-label={label}
      borderBottomWidth="1px"
      overflowX="auto"
      overflowY="hidden"
      mx={{ base: '-4', md: '0' }}
      px={{ base: '4', md: '0' }}
    >
      <HStack gap="1" minW="max-content">
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
