import { RadioCard as ChakraRadioCard } from '@chakra-ui/react';
import { radioCardSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const RadioCard = withRootRecipe(ChakraRadioCard, radioCardSlotRecipe);
