import { useChakraContext, type SystemContext, type SystemStyleObject } from '@chakra-ui/react';
import { useStyleClass, type StyleClass } from './useStyleClass';

type Styles = SystemStyleObject | undefined;

/**
 * Styles that never change, kept as a module constant: plain style props, or styles the theme gives (a recipe's
 * variant, see recipeStyles), with style props on top.
 */
export type FixedStyles = SystemStyleObject | ((system: SystemContext) => Styles[]);

/** A recipe's variant as fixed styles, e.g. `recipeStyles('badge', { variant: 'outline' })`. */
export function recipeStyles(
  key: string,
  variant: Record<string, string | boolean> = {},
  ...extra: SystemStyleObject[]
): FixedStyles {
  return (system) => [system.getRecipeFn(key)(variant) as SystemStyleObject, ...extra];
}

/** One slot of a slot recipe's variant as fixed styles, e.g. `slotRecipeStyles('progress', 'track', { size: 'md' })`. */
export function slotRecipeStyles(
  key: string,
  slot: string,
  variant: Record<string, string | boolean> = {},
  ...extra: SystemStyleObject[]
): FixedStyles {
  return (system) => [
    (system.getSlotRecipeFn(key)(variant) as Record<string, SystemStyleObject>)[slot],
    ...extra,
  ];
}

const classes = new WeakMap<StyleClass, WeakMap<FixedStyles, string>>();

/**
 * The class name of fixed styles, resolved once per page for all the elements that use them (the same icon in
 * every row of a list): such an element renders as a plain one with this class, not as a Chakra element that
 * resolves its style props again at every render (issue 16).
 */
export function useFixedClass(styles: FixedStyles): string {
  const system = useChakraContext();
  const styleClass = useStyleClass();
  let known = classes.get(styleClass);
  if (!known) classes.set(styleClass, (known = new WeakMap()));
  let className = known.get(styles);
  if (className === undefined) {
    className = styleClass(...(typeof styles === 'function' ? styles(system) : [styles]));
    known.set(styles, className);
  }
  return className;
}
