import type { HeaderDetails } from '@shared/contract/portfolio.ts';
import { Card } from '../../../components/ui/card.tsx';
import { HEADER_GRID_CLASS, headerFigureList } from '../header-figure-list.ts';
import { Figure } from './figure.tsx';

/** The dashboard's header (spec 2 §2.2, §3 header_details). */
export function HeaderFigures({ h }: { h: HeaderDetails }) {
  return (
    <Card className="p-5">
      <dl className={HEADER_GRID_CLASS}>
        {headerFigureList(h).map((f) => (
          <Figure key={f.label} {...f} />
        ))}
      </dl>
    </Card>
  );
}
