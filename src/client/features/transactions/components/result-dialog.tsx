import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

export type ResultMessage = { title: string; body: ReactNode; onOk(): void; onDismiss?: () => void };

/**
 * The order result popups ('Success Message', 'Failed Message', 'Transaction Successful'):
 * OK and closing (X or Escape) may lead to different places (spec 3 §4.1).
 */
export function ResultDialog({ message, onClosed }: { message: ResultMessage | null; onClosed(): void }) {
  const dismiss = () => {
    onClosed();
    (message?.onDismiss ?? message?.onOk)?.();
  };
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && dismiss()}>
      {message && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{message.title}</DialogTitle>
            <DialogDescription asChild>
              <div className="flex flex-col gap-2 text-base text-foreground">{message.body}</div>
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              autoFocus
              onClick={() => {
                onClosed();
                message.onOk();
              }}
            >
              OK
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
