import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { withRootRecipe } from './recipe';

export const Avatar = withRootRecipe(ChakraAvatar, avatarSlotRecipe);
