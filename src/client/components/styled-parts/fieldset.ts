import { Fieldset as ChakraFieldset } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Fieldset = withRootRecipe(ChakraFieldset, fieldsetSlotRecipe);
