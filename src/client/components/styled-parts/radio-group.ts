import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const RadioGroup = withRootRecipe(ChakraRadioGroup, radioGroupSlotRecipe);
