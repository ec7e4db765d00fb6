import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { Check, ChevronDown } from 'lucide-react';
import { useLocation } from 'wouter';
import type { MenuSection } from '../../../shared/routes';
import { AppLink } from '../../components/app-link';
import { isCurrentPath, isWithinPath } from './nav-sections';

export function DesktopNav({ sections, label }: { sections: MenuSection[]; label: string }) {
  const [pathname] = useLocation();
  return (
    <HStack as="nav" aria-label={label} gap="1" display={{ base: 'none', lg: 'flex' }}>
      {sections.map((section) => {
        const active = section.items.some((item) => isWithinPath(item.path, pathname));
        return (
          <Menu.Root key={section.key} positioning={{ placement: 'bottom-start' }}>
            <Menu.Trigger asChild>
              <Button
                variant={active ? 'subtle' : 'ghost'}
                colorPalette={active ? 'emerald' : 'gray'}
                size="sm"
                data-active={active ? '' : undefined}
              >
                {section.label}
                <ChevronDown aria-hidden />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="56">
                  {section.items.map((item) => {
                    const current = isCurrentPath(item.path, pathname);
                    return (
                      <Menu.Item key={item.path} value={item.path} asChild>
                        <AppLink
                          to={item.path}
                          aria-current={current ? 'page' : undefined}
                          style={{ cursor: 'pointer' }}
                        >
                          <HStack
                            justify="space-between"
                            w="full"
                            color={current ? 'emerald.fg' : undefined}
                            fontWeight={current ? 'semibold' : undefined}
                          >
                            {item.label}
                            {current ? <Check size={16} aria-hidden /> : null}
                          </HStack>
                        </AppLink>
                      </Menu.Item>
                    );
                  })}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        );
      })}
    </HStack>
  );
}
