import { Drawer as ChakraDrawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { extendBase, overlayLayers, withRootRecipe } from './recipe';

export const Drawer = withRootRecipe(ChakraDrawer, extendBase(drawerSlotRecipe, overlayLayers));
