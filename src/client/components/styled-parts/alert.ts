import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Alert = withRootRecipe(ChakraAlert, alertSlotRecipe);
