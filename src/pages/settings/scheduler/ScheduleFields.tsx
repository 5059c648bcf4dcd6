import { SettingSelect, ShowWhen } from '../../../features/settings-form';
import { DAY_OPTIONS, FREQUENCY_OPTIONS, HOUR_OPTIONS } from './options';

interface ScheduleFieldsProps {
  label: string;
  /** The keys of the frequency ('Manually', 'Daily', 'Weekly'), the weekday and the hour. */
  frequencyKey: string;
  dayKey: string;
  hourKey: string;
}

const isWeekly = (frequency: unknown) => frequency === 'Weekly';
const isDailyOrWeekly = (frequency: unknown) => frequency === 'Daily' || frequency === 'Weekly';

/** A Manually/Daily/Weekly choice; weekly shows Day of The Week, daily or weekly Time of The Day (docs/behaviour.md §4). */
export function ScheduleFields({ label, frequencyKey, dayKey, hourKey }: ScheduleFieldsProps) {
  return (
    <>
      <SettingSelect settingKey={frequencyKey} label={label} options={FREQUENCY_OPTIONS} />
      <ShowWhen settingKey={frequencyKey} matches={isWeekly}>
        <SettingSelect settingKey={dayKey} label="Day of The Week" options={DAY_OPTIONS} />
      </ShowWhen>
      <ShowWhen settingKey={frequencyKey} matches={isDailyOrWeekly}>
        <SettingSelect settingKey={hourKey} label="Time of The Day" options={HOUR_OPTIONS} />
      </ShowWhen>
    </>
  );
}
