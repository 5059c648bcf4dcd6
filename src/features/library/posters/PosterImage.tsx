import { Box, Center, chakra } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * The poster's URL: the path as the API gives it, which already starts with the base URL
 * ('/bazarr/images/series/...'); only the site's own paths are used.
 */
export function posterUrl(path: string | null): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return path;
}

const PALETTES = ['brand', 'blue', 'teal', 'orange', 'pink', 'cyan', 'green', 'purple'] as const;

/** Up to two initials: 'Breaking Bad' -> 'BB', 'Pokémon' -> 'P'. */
export function initialsOf(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The same title gets the same tint on every visit. */
function paletteOf(title: string): (typeof PALETTES)[number] {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return PALETTES[Math.abs(hash) % PALETTES.length] ?? 'brand';
}

const Img = chakra('img');

/**
 * A 2:3 poster, loaded lazily and decoded off the main thread. The title's initials on a tinted background
 * stand beneath it: they show while it loads, and stay when there is no poster or it fails to load.
 */
export function PosterImage({ title, path }: { title: string; path: string | null }) {
  const src = posterUrl(path);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== failedSrc;
  return (
    <Box position="relative" aspectRatio={2 / 3} overflow="hidden" roundedTop="md">
      <Center
        data-testid="poster-placeholder"
        position="absolute"
        inset="0"
        colorPalette={paletteOf(title)}
        bg="colorPalette.muted"
        color="colorPalette.fg"
        fontSize="2xl"
        fontWeight="semibold"
        letterSpacing="wider"
        aria-hidden
      >
        {initialsOf(title)}
      </Center>
      {showImage && (
        <Img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          onError={() => setFailedSrc(src)}
        />
      )}
    </Box>
  );
}
