import { useCallback, useState, type ReactNode } from 'react';
import { AlertDialog, AlertDialogAction, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from '../../../components/ui/alert-dialog.tsx';

type Message = { title?: string; body: ReactNode; onClose?: () => void };

/** The spec's "alert": a modal message with one OK button. Returns the element and `show`. */
export function useAlert(): [ReactNode, (m: Message) => void] {
  const [message, setMessage] = useState<Message | null>(null);
  const show = useCallback((m: Message) => setMessage(m), []);
  const close = () => {
    const m = message;
    setMessage(null);
    m?.onClose?.();
  };
  const element = (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && close()}>
      {message && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{message.title ?? 'Alert'}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="text-base text-foreground">{message.body}</div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogAction onClick={close}>OK</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
  return [element, show];
}
