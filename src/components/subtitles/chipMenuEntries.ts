import type { ReactNode } from 'react';
import type { MenuAction } from '../buttons/menuAction';

/** An entry of the chip's menu. */
export type SubtitleChipAction = MenuAction;

/** What a chip's menu shows above its entries, under a title (e.g. where the file came from). */
export interface SubtitleChipDetails {
  title: string;
  content: ReactNode;
}
