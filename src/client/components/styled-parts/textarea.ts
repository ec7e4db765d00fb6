import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './recipe';

export const Textarea = withRecipe(ChakraTextarea, textareaRecipe);
