import type { ReactNode } from 'react';
import { useFixedClass } from '../styled/fixedClass';
import { CENTER, HIDDEN_CONTENT, LOADER, SPINNER } from './ButtonLoading.looks';

interface ButtonLoadingProps {
  /** Shown beside the spinner (the button keeps this text while loading); without it the spinner covers the content. */
  text?: ReactNode;
  /** The button's usual content. */
  children: ReactNode;
}

/**
 * What Chakra's Button shows in place of its content while `loading`, for plain `<button class="chakra-button">`s
 * built from looks (issue 16): a spinner before `text`, or a spinner centred over the hidden content, which keeps
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
