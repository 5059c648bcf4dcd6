import type { ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { CENTER, HIDDEN_CONTENT, LOADER, SPINNER } from './ButtonLoading.looks';

type ButtonLoadingProps =
  /** A spinner before the text: the button keeps its text while loading. */
  | { text: ReactNode; children?: never }
  /** A spinner over the button's usual content, kept hidden so that the button keeps its size. */
  | { text?: never; children: ReactNode };

/**
 * What Chakra's Button shows in place of its content while `loading`, for plain `<button class="chakra-button">`s
 * built from looks: a spinner before `text`, or a spinner centred over the hidden content, which keeps
 * the button's width. The button itself gets `disabled` and `data-loading`.
 */
export function ButtonLoading({ text, children }: ButtonLoadingProps) {
  const loader = useFixedClass(LOADER);
  const spinner = <span className={`chakra-spinner ${useFixedClass(SPINNER)}`} />;
  const center = useFixedClass(CENTER);
  const hidden = useFixedClass(HIDDEN_CONTENT);
  if (text !== undefined)
    return (
      <span className={loader}>
        {spinner}
        {text}
      </span>
    );
  return (
    <span className={loader}>
      <span className={center}>{spinner}</span>
      <span className={hidden}>{children}</span>
    </span>
  );
}
