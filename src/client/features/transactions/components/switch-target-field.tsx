import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../api/errors.ts';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { switchTargetsQuery } from '../queries.ts';
import type { TransactScheme } from '../types.ts';

/** The schemes to switch or transfer into: same fund house and asset class, never the source (spec 2 §4). */
export function SwitchTargetField({
  scheme,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  scheme: TransactScheme;
  label: string;
  value: number | null;
  onChange(id: number): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const targets = useQuery(switchTargetsQuery(scheme.AssetClassID, scheme.AmcID, scheme.SchemeID));
  const list = targets.data ?? [];
  const empty = targets.isError ? `No Data Found (${messageOf(targets.error)})` : targets.isSuccess && list.length === 0 ? 'No Data Found' : undefined;
  return (
    <Dropdown
      label={label}
      value={value === null ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      options={list.map((s) => ({ value: String(s.SchemeID), label: s.Sch_Desc }))}
      placeholder={targets.isPending ? 'Loading schemes...' : (empty ?? 'Select scheme')}
      error={error}
      disabled={disabled || list.length === 0}
    />
  );
}
