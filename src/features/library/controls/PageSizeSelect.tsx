import { PlainNativeSelect, useFixedClass } from '../../../components';
import { LABEL, LOOK, ROW } from './PageSizeSelect.looks';
import { PAGE_SIZES } from '../../../api/settings';

/** 'Rows per page': the offered sizes plus the one in use (the settings' page size may be another). */
export function PageSizeSelect({
  pageSize,
  onChange,
}: {
  pageSize: number;
  onChange: (pageSize: number) => void;
}) {
  const sizes = PAGE_SIZES.includes(pageSize)
    ? PAGE_SIZES
    : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <div className={useFixedClass(ROW)}>
      <span className={useFixedClass(LABEL)} aria-hidden>
        Rows per page
      </span>
      <PlainNativeSelect
        label="Rows per page"
        value={String(pageSize)}
        onChange={(value) => onChange(Number(value))}
        look={LOOK}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </PlainNativeSelect>
    </div>
  );
}
