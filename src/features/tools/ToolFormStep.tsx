import { Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { ColorToolForm } from './forms/ColorToolForm';
import { FrameRateForm } from './forms/FrameRateForm';
import { SyncSubtitleForm } from './forms/SyncSubtitleForm';
import { TimeOffsetForm } from './forms/TimeOffsetForm';
import type { ToolFormProps } from './forms/toolFormProps';
import { TranslationForm } from './forms/TranslationForm';
import type { FormTool } from '../../api/subtitleToolActions';

const TOOL_FORMS: Record<FormTool, ComponentType<ToolFormProps>> = {
  sync: SyncSubtitleForm,
  color: ColorToolForm,
  frameRate: FrameRateForm,
  timeOffset: TimeOffsetForm,
  translate: TranslationForm,
};

export interface ToolFormStepProps extends ToolFormProps {
  tool: FormTool;
  /** Says which files the tool runs on, above its form. */
  summary: ReactNode;
}

/** A tool's options form for the files already chosen (in the Subtitle Tools modal or from a file's menu). */
export function ToolFormStep({ tool, summary, ...props }: ToolFormStepProps) {
  const ToolForm = TOOL_FORMS[tool];
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
        {summary}
      </Text>
      <ToolForm {...props} />
    </Stack>
  );
}
