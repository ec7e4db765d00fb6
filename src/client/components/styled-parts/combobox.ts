import { Combobox as ChakraCombobox } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Combobox = withRootRecipe(ChakraCombobox, comboboxSlotRecipe);
