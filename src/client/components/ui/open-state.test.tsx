import { describe, expect, it } from 'vitest';
import { Profiler, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog.tsx';
import { Sheet, SheetContent, SheetTitle } from './sheet.tsx';

describe('dialogs and sheets render their content only while open', () => {
  it('an uncontrolled dialog: nothing in the page until opened, gone when closed, focus back on the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open the form</DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Exit load</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    expect(screen.getByRole('dialog', { name: 'Exit load' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the form' })).toHaveFocus();
  });

  it('a closed dialog costs its page no second commit (a bare Radix one re-renders at once from its presence machinery)', () => {
    const commits = (tree: React.ReactNode) => {
      let n = 0;
      const { unmount } = render(
        <Profiler id="page" onRender={() => (n += 1)}>
          {tree}
        </Profiler>,
      );
      unmount();
      return n;
    };
    const bare = commits(
      <DialogPrimitive.Root>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Content aria-describedby={undefined}>
            <DialogPrimitive.Title>Exit load</DialogPrimitive.Title>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>,
    );
    const ours = commits(
      <Dialog>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Exit load</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(bare).toBeGreaterThan(1);
    expect(ours).toBe(1);
  });

  it('a controlled sheet follows its open prop and reports a close to its owner', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Notifications
          </button>
          <Sheet
            open={open}
            onOpenChange={(o) => {
              changes.push(o);
              setOpen(o);
            }}
          >
            <SheetContent aria-describedby={undefined}>
              <SheetTitle>Notifications list</SheetTitle>
            </SheetContent>
          </Sheet>
        </>
      );
    }
    render(<Owner />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('dialog', { name: 'Notifications list' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(changes).toEqual([false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
