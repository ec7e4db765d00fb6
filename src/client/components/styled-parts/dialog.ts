import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { extendBase, overlayLayers, withRootRecipe } from './recipe';

export const Dialog = withRootRecipe(ChakraDialog, extendBase(dialogSlotRecipe, overlayLayers));
