import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SWITCH_ASSET_CLASSES, defaultTargetAssetClass } from '@shared/rules/transactions/switch-target.ts';
import { messageOf } from '../../../api/errors.ts';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { switchTargetsQuery } from '../queries.ts';
import type { TransactScheme } from '../types.ts';

/**
 * The schemes to switch or transfer into: any open scheme of the same fund house, never the
 * source, by the asset class chosen first (Equity from a liquid, overnight or debt fund).
 */
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
  onChange(id: number | null): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const [assetClass, setAssetClass] = useState(() => defaultTargetAssetClass({ assetClassId: scheme.AssetClassID, fundType: scheme.fund_type }));
  const targets = useQuery(switchTargetsQuery(assetClass, scheme.AmcID, scheme.SchemeID));
  const list = targets.data ?? [];
  const empty = targets.isError ? `No Data Found (${messageOf(targets.error)})` : targets.isSuccess && list.length === 0 ? 'No Data Found' : undefined;
  return (
    <div className="flex flex-col gap-5">
      <Dropdown
        label={`${label}: asset class`}
        value={String(assetClass)}
        onValueChange={(v) => {
          setAssetClass(Number(v));
          // a scheme of the class left behind is no longer offered
          onChange(null);
        }}
        options={SWITCH_ASSET_CLASSES.map((c) => ({ value: String(c.id), label: c.label }))}
        disabled={disabled}
      />
      <Dropdown
        label={label}
        value={value === null ? '' : String(value)}
        onValueChange={(v) => onChange(Number(v))}
        options={list.map((s) => ({ value: String(s.SchemeID), label: s.Sch_Desc }))}
        placeholder={targets.isPending ? 'Loading schemes...' : (empty ?? 'Select scheme')}
        error={error}
        disabled={disabled || list.length === 0}
      />
    </div>
  );
}
