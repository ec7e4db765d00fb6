import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Checkbox = withRootRecipe(ChakraCheckbox, checkboxSlotRecipe);
