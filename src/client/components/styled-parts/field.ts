import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Field = withRootRecipe(ChakraField, fieldSlotRecipe);
