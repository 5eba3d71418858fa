import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { FAQ_SEARCH_DEBOUNCE_MS, FAQ_SEARCH_MAX } from '@shared/rules/support/faq-search.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

/** The FAQ search field: reports what was typed once typing has paused for 1 s (spec 3 §2.11, §9). */
export function FaqSearchBox({ initial = '', onSearch, autoFocus = false }: { initial?: string; onSearch: (text: string) => void; autoFocus?: boolean }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const change = (value: string) => {
    setText(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value), FAQ_SEARCH_DEBOUNCE_MS);
  };
  return (
    <search>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (timer.current) clearTimeout(timer.current);
          onSearch(text);
        }}
      >
        <Label htmlFor={id} className="sr-only">
          Search FAQs
        </Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={id}
            type="search"
            value={text}
            maxLength={FAQ_SEARCH_MAX}
            autoFocus={autoFocus}
            placeholder="Search FAQs"
            className="pl-9"
            onChange={(e) => change(e.target.value)}
          />
        </div>
      </form>
    </search>
  );
}
