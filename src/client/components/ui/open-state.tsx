import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Whether the dialog, sheet or alert around a content is open. A closed Radix dialog still mounts
 * its portal's presence machinery, and each one schedules an immediate re-render (and reads the
 * page's computed style) while the page is first committed: traced on 26 Nov 2026, the scheme list
 * mounted five closed sheets and the cart four dialogs, and those updates pulled the rest of the
 * page's start-up into one long task (TBT). With the open state known, a closed
 * content is simply not rendered. (It closes without an exit animation, which the app's
 * reduced-motion style turns off anyway.)
 */
const OpenContext = createContext<boolean | null>(null);

/** true when no root told (a content used under a Radix root directly): render as Radix would. */
export const useOpenState = (): boolean => useContext(OpenContext) ?? true;

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  children?: ReactNode;
}

/** A Radix root (Dialog, AlertDialog) that tells its content whether it is open; controlled or not, as the root it wraps. */
export function withOpenState<P extends RootProps>(Root: ComponentType<P>): ComponentType<P> {
  function OpenStateRoot(props: P) {
    const { open: controlled, defaultOpen, onOpenChange } = props;
    const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
    const open = controlled ?? uncontrolled;
    const change = useCallback(
      (next: boolean) => {
        if (controlled === undefined) setUncontrolled(next);
        onOpenChange?.(next);
      },
      [controlled, onOpenChange],
    );
    return (
      <OpenContext.Provider value={open}>
        <Root {...props} open={open} onOpenChange={change} />
      </OpenContext.Provider>
    );
  }
  OpenStateRoot.displayName = `OpenState(${Root.displayName ?? Root.name ?? 'Root'})`;
  return OpenStateRoot;
}
