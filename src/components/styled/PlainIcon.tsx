import type { LucideIcon } from 'lucide-react';
import { useFixedClass } from '../../styles/fixedClass';
import { SIZES } from './PlainIcon.looks';

interface PlainIconProps {
  icon: LucideIcon;
  boxSize: keyof typeof SIZES;
}

/**
 * A Lucide icon as Chakra's `<Icon as={…} boxSize={…} />` renders it (same class, same attributes), its class
 * resolved once per page: for the icons shown on every page (the sidebar's).
 */
export function PlainIcon({ icon: Svg, boxSize }: PlainIconProps) {
  const className = `chakra-icon ${useFixedClass(SIZES[boxSize])}`;
  return <Svg className={className} focusable="false" aria-hidden="true" />;
}
