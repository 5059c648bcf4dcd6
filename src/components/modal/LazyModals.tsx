import { Suspense, useEffect } from 'react';
import type { LazyComponent } from '../../lib/lazyNamed';
import { useBecameTrue } from '../../lib/useBecameTrue';
import { whenIdle } from '../../lib/whenIdle';

interface LazyModalsProps<Props extends object> {
  /** The page's modals, in a chunk of their own (lazyNamed). */
  modals: LazyComponent<Props>;
  /** Whether one of them is open: they mount at the first, and stay mounted so that they animate their closing. */
  open: boolean;
  /** True once the page shows what it is about (its rows): their code then loads while the page is idle. */
  preload: boolean;
  props: Props;
}

/**
 * A page's modals (upload, search, history, tools, editor: forms, drop zones and dialog machines), kept out of
 * the page's first download and render: loaded once the page is idle after its rows, mounted when one
 * is first opened.
 */
export function LazyModals<Props extends object>({
  modals: Modals,
  open,
  preload,
  props,
}: LazyModalsProps<Props>) {
  const used = useBecameTrue(open);
  useEffect(() => {
    if (!preload) return;
    let active = true;
    void whenIdle().then(() => {
      if (active) Modals.preload().catch(() => undefined);
    });
    return () => {
      active = false;
    };
  }, [Modals, preload]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modals {...props} />
    </Suspense>
  );
}
