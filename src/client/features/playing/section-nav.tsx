import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PLAYING_SECTIONS, sectionLabel, type PlayingSectionId } from './playing-logic';

// Below the sticky site header (h 14) and this nav, so a jumped-to heading is not hidden.
const SECTION_SCROLL_MARGIN = '32';

/** The section whose heading is in the upper half of the screen, below the two sticky bars. */
function useActiveSection(): PlayingSectionId | undefined {
  const [active, setActive] = useState<PlayingSectionId>();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = PLAYING_SECTIONS.find((section) => visible.has(section.id));
        if (first) setActive(first.id);
      },
      { rootMargin: '-120px 0px -45% 0px' },
    );
    for (const section of PLAYING_SECTIONS) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return active;
}

/** The in-page table of contents: sticky under the header, scrolls sideways on phones. */
export function SectionNav() {
  const active = useActiveSection();
  const listRef = useRef<HTMLDivElement>(null);

  // Keeps the current entry in view on a phone, moving only the nav (never the page).
  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!list || !link) return;
    const start = link.offsetLeft - list.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, start - 16) });
    }
  }, [active]);

  return (
    <Box
      as="nav"
      aria-label="Mục trong trang"
      position="sticky"
      top="14"
      zIndex="2"
      mx={{ base: '-4', md: '0' }}
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderTopWidth={{ base: '1px', md: '0' }}
    >
      <Stack
        as="ul"
        ref={listRef}
        direction="row"
        gap="1"
        listStyleType="none"
        py="2"
        px={{ base: '3', md: '0' }}
        overflowX="auto"
        scrollbarWidth="none"
      >
        {PLAYING_SECTIONS.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id}>
              <Link
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                display="block"
                whiteSpace="nowrap"
                px="3"
                py="1.5"
                borderRadius="full"
                fontSize="sm"
                fontWeight="medium"
                color={current ? 'emerald.fg' : 'fg.muted'}
                bg={current ? 'emerald.subtle' : undefined}
                _hover={{ textDecoration: 'none', color: 'emerald.fg', bg: 'emerald.subtle' }}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

/** One section of the page: its anchor, heading and a line on what it is for. */
export function PageSection({
  id,
  description,
  actions,
  children,
}: {
  id: PlayingSectionId;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-tieu-de`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} scrollMarginTop={SECTION_SCROLL_MARGIN}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap="3"
        mb="4"
      >
        <Stack gap="1">
          <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
            {sectionLabel(id)}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
