import { DISTRICTS, type DistrictId } from '@shared/districts';
import { CheckGroup, type CheckOption } from './ui/check-group';

const DISTRICT_OPTIONS: readonly CheckOption<DistrictId>[] = DISTRICTS.map((d) => ({
  value: d.id,
  label: d.name,
}));

/** The districts of Amsterdam as checkboxes: a learner's that suit them, a buddy's where they meet. */
export function DistrictChoices({
  legend,
  description,
  value,
  onChange,
}: {
  legend: string;
  description?: string;
  value: readonly DistrictId[];
  onChange: (districts: DistrictId[]) => void;
}) {
  return (
    <CheckGroup
      legend={legend}
      description={description}
      options={DISTRICT_OPTIONS}
      value={value}
      onChange={onChange}
      className="sm:grid-cols-3"
    />
  );
}
