import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import {
  __unsafe_useEmotionCache as useEmotionCache,
  css as serializeStyles,
} from '@emotion/react';
import { insertStyleClass, type EmotionCache } from './insertStyleClass';

interface RecipeRef {
  recipe: string;
  slot?: string;
  variant: Record<string, string | boolean>;
}

/**
 * Styles that never change, declared once in a `*.looks.ts` file: plain style props, or a recipe's variant with
 * style props on top. The build writes the CSS of every look declared there into index.html
 * (src/styles/staticCss/staticLooks.ts), so a page only names their classes; a look made elsewhere is resolved
 * in the page the first time it is used.
 */
export class FixedStyles {
  private known: string | undefined;

  constructor(
    private readonly recipe: RecipeRef | undefined,
    private readonly styles: readonly SystemStyleObject[],
  ) {}

  /** Its class's name, from what it says: the same in the build and in every page (computed when first used). */
  get name(): string {
    this.known ??= `fx${hashText(JSON.stringify([this.recipe, this.styles]))}`;
    return this.known;
  }

  /** Chakra's styles of this look, for `system.css`. */
  resolve(system: SystemContext): SystemStyleObject[] {
    if (!this.recipe) return [...this.styles];
    const { recipe, slot, variant } = this.recipe;
    const base =
      slot === undefined
        ? system.getRecipeFn(recipe)(variant)
        : (system.getSlotRecipeFn(recipe)(variant) as Record<string, SystemStyleObject>)[slot];
    return [base as SystemStyleObject, ...this.styles];
  }
}

/** Plain style props as fixed styles, e.g. `fixedStyles({ display: 'flex', color: 'fg.muted' })`. */
export function fixedStyles(...styles: SystemStyleObject[]): FixedStyles {
  return new FixedStyles(undefined, styles);
}

/** A recipe's variant as fixed styles, e.g. `recipeStyles('badge', { variant: 'outline' })`. */
export function recipeStyles(
  key: string,
  variant: Record<string, string | boolean> = {},
  ...extra: SystemStyleObject[]
): FixedStyles {
  return new FixedStyles({ recipe: key, variant }, extra);
}

/** One slot of a slot recipe's variant as fixed styles, e.g. `slotRecipeStyles('progress', 'track', { size: 'md' })`. */
export function slotRecipeStyles(
  key: string,
  slot: string,
  variant: Record<string, string | boolean> = {},
  ...extra: SystemStyleObject[]
): FixedStyles {
  return new FixedStyles({ recipe: key, slot, variant }, extra);
}

/** FNV-1a, base 36: a short, stable name for a text (collisions among a few hundred looks are negligible). */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The class name of fixed styles, for all the elements that use them (the same icon in every row of a list): such
 * an element renders as a plain one with this class, not as a Chakra element that resolves its style props at
 * every render. Its CSS is in index.html already, or put in the page on first use.
 */
export function useFixedClass(styles: FixedStyles): string {
  const system = useChakraContext();
  const cache = useEmotionCache();
  if (!cache) throw new Error('useFixedClass needs the Emotion cache of the page');
  return fixedClassName(system, cache, styles);
}

/**
 * Puts the CSS of fixed styles through Emotion's cache under their class name; returns the rules when the cache
 * is a server one (the build), see insertStyleClass.
 */
export function insertFixedStyles(
  system: SystemContext,
  cache: EmotionCache,
  styles: FixedStyles,
  sheet: EmotionCache['sheet'],
): string {
  // Named as the look: a server cache keeps each name's rules, selector included, so two looks with the same
  // CSS would otherwise both get the first one's rules.
  const serialized = {
    ...serializeStyles(system.css(...styles.resolve(system))),
    name: styles.name,
  };
  return insertStyleClass(cache, `${cache.key}-${styles.name}`, serialized, sheet);
}

function fixedClassName(system: SystemContext, cache: EmotionCache, styles: FixedStyles): string {
  if (cache.inserted[styles.name] === undefined) {
    insertFixedStyles(system, cache, styles, cache.sheet);
    cache.inserted[styles.name] = true;
  }
  return `${cache.key}-${styles.name}`;
}
