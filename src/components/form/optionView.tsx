import { Fragment } from 'react';
import type { KeyedOption } from './selectorOptions';

/** An option as shown: labels are often server text, isolated so right-to-left text keeps its neighbours. */
export function optionView<T>(item: KeyedOption<T>, index = 0) {
  return (
    <Fragment key={item.key}>
      {index > 0 && ', '}
      {item.display ?? <bdi>{item.label}</bdi>}
    </Fragment>
  );
}
