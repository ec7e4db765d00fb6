import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';

/**
 * An overlay's document is see-through: OBS's browser source lays it over the camera. The site's
 * own background comes back on leaving.
 */
export function useTransparentDocument() {
  useEffect(() => {
    const elements = [document.documentElement, document.body, document.getElementById('main')];
    const before = elements.map((element) => element?.style.background ?? '');
    for (const element of elements) element?.style.setProperty('background', 'transparent');
    return () =>
      elements.forEach((element, i) => element?.style.setProperty('background', before[i] ?? ''));
  }, []);
}

/** A small line in a corner of an overlay, for the streamer setting it up (a wrong address). */
export function OverlayNote({ text }: { text: string }) {
  return (
    <Text
      position="fixed"
      left="16"
      bottom="16"
      px="4"
      py="2"
      borderRadius="md"
      bg="rgba(10, 14, 20, 0.86)"
      color="white"
      fontSize="xl"
    >
      {text}
    </Text>
  );
}
