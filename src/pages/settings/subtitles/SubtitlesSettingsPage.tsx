import { SettingsForm } from '../../../features/settings-form';
import { CustomCommandSection } from './CustomCommandSection';
import {
  EmbeddedSubtitlesSection,
  PerformanceSection,
  SubtitleFilesSection,
  UpgradeSection,
} from './GeneralSections';
import { PostProcessingSection } from './PostProcessingSection';
import { SUBTITLES_CODECS, SUBTITLES_SCHEMA } from './subtitlesForm';
import { SyncSection } from './SyncSection';
import { TranslatingSection } from './TranslatingSection';

/** Settings > Subtitles (docs/behaviour.md §9): files, upgrades, embedded tracks, searching, fixes, sync, translating (1.5.3+) and a custom command. */
export function SubtitlesSettingsPage() {
  return (
    <SettingsForm title="Subtitles" codecs={SUBTITLES_CODECS} schema={SUBTITLES_SCHEMA}>
      <SubtitleFilesSection />
      <UpgradeSection />
      <EmbeddedSubtitlesSection />
      <PerformanceSection />
      <PostProcessingSection />
      <SyncSection />
      <TranslatingSection />
      <CustomCommandSection />
    </SettingsForm>
  );
}
