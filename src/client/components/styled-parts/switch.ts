import { Switch as ChakraSwitch } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Switch = withRootRecipe(ChakraSwitch, switchSlotRecipe);
