import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { extendBase, withRootRecipe } from './recipe';

// Menus open above the header and the page, under dialogs (lib/layers.ts).
export const Menu = withRootRecipe(
  ChakraMenu,
  extendBase(menuSlotRecipe, { content: { '--menu-z-index': 'zIndex.dropdown' } }),
);
