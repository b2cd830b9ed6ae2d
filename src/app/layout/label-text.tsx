// drei's Text (troika-three-text, its glyph worker and bidi tables) in a chunk of its own: the
// table draws first and its labels follow (Label waits for it inside a Suspense). The font and
// the text it can draw are chosen here (label-glyphs.ts), off the first screen too.
import type React from 'react';
import { Text } from '@react-three/drei';
import { labelGlyphs } from './label-glyphs';

type Props = Omit<React.ComponentProps<typeof Text>, 'font' | 'children'> & { text: string };

export default function LabelText({ text, ...props }: Props) {
  const glyphs = labelGlyphs(text);
  return (
    <Text {...props} font={glyphs.font}>
      {glyphs.text}
    </Text>
  );
}
